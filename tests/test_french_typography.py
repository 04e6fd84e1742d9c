"""French texts (the interface and the content) keep French typography: a no-break space
before : ; ! ? and », and after «. The renderer wraps at plain spaces only, so a wrapped
rule or meaning never starts a line with a lone colon or closing guillemet."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from game.i18n import CATALOGUE, FORTUNE, INTERFACE, po_path

# A plain space where French puts a no-break one.
LOOSE = re.compile(r" [:;!?»]|« ")


def texts(domain: str) -> list[tuple[str, str]]:
    with po_path("fr", domain).open("rb") as source:
        catalog = read_po(source, locale="fr", domain=domain)
    return [(message.id, message.string) for message in catalog
            if message.id and isinstance(message.string, str)]


@pytest.mark.parametrize("domain", [INTERFACE, CATALOGUE, FORTUNE])
def test_french_content_keeps_its_no_break_spaces(domain):
    loose = [f"{english!r}: {french!r}" for english, french in texts(domain)
             if LOOSE.search(french)]
    assert not loose, ("write a no-break space (U+00A0) before : ; ! ? » and after « in:\n"
                       + "\n".join(loose))


def test_the_check_finds_a_plain_space_before_a_colon():
    assert LOOSE.search("But : gagner") and LOOSE.search("« Jouer »")
    assert not LOOSE.search("But\u00a0: gagner") and not LOOSE.search("«\u00a0Jouer\u00a0»")
