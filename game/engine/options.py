"""A game's chosen options as one checked value (`Options`), and the spec they make.

A spec declares its switches (`spec.Option`); the default choice of each replaces no field:
it *is* the spec as declared. `Options.of(spec, values)` takes the player's choices (a
plain table of names, as saves, the command line and the chooser give them), refuses an
unknown option or choice, and fills in the defaults: every option of the game is in it,
so nobody reads one with a default of their own. `configure` makes the spec they choose.

What is saved is still the plain table (`record()`): saves written before and after read
alike, and a save from before an option existed takes its default.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from game.i18n import _

if TYPE_CHECKING:  # pragma: no cover
    from .spec import GameSpec, Option


class OptionError(ValueError):
    pass


class Options(Mapping[str, str]):
    """Every option of one game with its choice, in the spec's order. Immutable and
    hashable; equal to a plain table with the same choices."""

    __slots__ = ("_declared", "_chosen")

    def __init__(self, declared: tuple[Option, ...], chosen: Mapping[str, str]) -> None:
        # (made by `of`, which checks; the fields are kept as given)
        self._declared = declared
        self._chosen = dict(chosen)

    @classmethod
    def of(cls, spec: GameSpec, values: Mapping[str, str] | None = None) -> Options:
        """`spec`'s options with `values` chosen (OptionError for a name or a choice the
        game does not have), the default for every option not given."""
        values = values or {}
        known = {o.name: o for o in spec.options}
        for name in values:
            if name not in known:
                allowed = ", ".join(known) or _("none")
                raise OptionError(_("game {game} has no option {name} (options: {allowed})")
                                  .format(game=repr(spec.id), name=repr(name),
                                          allowed=allowed))
        chosen = {}
        for option in spec.options:
            choice = values.get(option.name, option.default)
            if choice not in option.choices:
                raise OptionError(_("option {name} of {game} takes one of {choices}, not "
                                    "{value}").format(name=repr(option.name),
                                                      game=repr(spec.id),
                                                      choices=", ".join(option.choices),
                                                      value=repr(choice)))
            chosen[option.name] = choice
        return cls(tuple(spec.options), chosen)

    def __getitem__(self, name: str) -> str:
        return self._chosen[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._chosen)

    def __len__(self) -> int:
        return len(self._chosen)

    def __hash__(self) -> int:
        return hash(tuple(self._chosen.items()))

    def __repr__(self) -> str:
        return f"Options({self._chosen!r})"

    def __reduce__(self) -> tuple:
        return (Options, (self._declared, self._chosen))

    def is_default(self, name: str) -> bool:
        """Whether option `name` has its default choice: the spec as declared."""
        return next(o for o in self._declared if o.name == name).default == self[name]

    def changed(self) -> tuple[Option, ...]:
        """The options not at their default choice, in the spec's order."""
        return tuple(o for o in self._declared if self[o.name] != o.default)

    def record(self) -> dict[str, str]:
        """The plain table saved (game id + this: the same game again)."""
        return dict(self._chosen)


def configure(spec: GameSpec, options: Options | None = None) -> GameSpec:
    """The spec that `options` make (None: every default): each choice's fields in place
    of the declared ones (a default choice changes none)."""
    options = options if options is not None else Options.of(spec)
    changes: dict[str, Any] = {}
    for option in spec.options:
        changes.update(option.choices[options[option.name]])
    return replace(spec, **changes) if changes else spec
