"""`Record`: a small value of named fields, for the classes a start loads by the dozen
(the input's intents, the table's events, the deal patterns).

A frozen dataclass would do, but Python compiles its generated methods when the class is
made: ~1 ms a class on 3.11 and 3.13, some 45 ms of a window's first frame for the ones
a first table loads (README, Start-up). A Record's methods are written once, here. A
subclass names its fields in `__slots__` and sets each once in its own `__init__`:

    class Action(Record):
        __slots__ = ("name",)

        def __init__(self, name: str) -> None:
            self.name = name

It is then equal to a value of its own class with equal fields, hashed by them, shown as
`Action(name='undo')`, and a field once set cannot be set again or deleted.

Pure Python: no pygame.
"""

from __future__ import annotations


class Record:
    __slots__ = ()

    def fields(self) -> tuple:
        """The values of the fields, in the order of `__slots__`."""
        return tuple(getattr(self, name) for name in self.__slots__)

    def replaced(self, **changes: object) -> Record:
        """A copy with the fields `changes` names set anew (`__init__` takes the fields
        by their names)."""
        return type(self)(**{name: getattr(self, name) for name in self.__slots__} | changes)

    def __setattr__(self, name: str, value: object) -> None:
        if hasattr(self, name):
            raise AttributeError(f"{type(self).__name__}.{name} is set already")
        object.__setattr__(self, name, value)

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__}.{name} cannot be deleted")

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self.fields() == other.fields()

    def __hash__(self) -> int:
        return hash((type(self).__name__, *self.fields()))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"{type(self).__name__}({shown})"
