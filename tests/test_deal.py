import pytest

from game.engine.cards import standard_52
from game.engine.deal import (
    MAX_DEAL,
    DealNumberError,
    Rng,
    check_deal_number,
    microsoft_order,
    seed_for,
    shuffled,
)


def test_rng_is_pinned():
    # SplitMix64 reference values for seed 0: a change here would change every deal.
    rng = Rng(0)
    assert [rng.next64() for _ in range(3)] == [
        0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_seed_is_stable_across_runs():
    assert seed_for("klondike", 1, "deal") == seed_for("klondike", 1, "deal")
    assert seed_for("klondike", 1, "deal") != seed_for("klondike", 2, "deal")


def test_shuffle_is_deterministic_and_a_permutation():
    a = shuffled(standard_52(), "klondike", 7)
    assert a == shuffled(standard_52(), "klondike", 7)
    assert a != shuffled(standard_52(), "klondike", 8)
    assert sorted(a) == sorted(standard_52())


def test_pinned_first_cards_of_a_deal():
    # Pins our shuffle: deal 1 of klondike must stay the same deal forever.
    first = [c.face_up().label for c in shuffled(standard_52(), "klondike", 1)[:8]]
    assert first == ["6D", "JC", "JH", "AS", "3D", "4D", "4S", "TS"]


def test_below_is_in_range_and_uniform_enough():
    rng = Rng(42)
    counts = [0] * 7
    for _ in range(7000):
        counts[rng.below(7)] += 1
    assert all(850 < n < 1150 for n in counts)


@pytest.mark.parametrize("number", [1, 1_000_000, MAX_DEAL])
def test_deal_numbers_in_range(number):
    assert check_deal_number(number) == number
    assert len(microsoft_order(number)) == 52


@pytest.mark.parametrize("number", [0, -1, MAX_DEAL + 1])
def test_deal_numbers_out_of_range(number):
    with pytest.raises(DealNumberError):
        check_deal_number(number)


def test_microsoft_deal_1_first_row():
    # Columns of deal #1 start JD 2D 9H JC 5D 7H 7C 5H (first row, left to right).
    assert [c.face_up().label for c in microsoft_order(1)[:8]] == [
        "JD", "2D", "9H", "JC", "5D", "7H", "7C", "5H"]
