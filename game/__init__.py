"""Réussite: a patience (solitaire) collection."""

__version__ = "0.2.0"  # (pyproject.toml reads it from here)
