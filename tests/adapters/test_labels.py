"""adapters/labels.py: permanents named as the steps name them (docs/STEPS.md)."""
from __future__ import annotations

from rulings.adapters.labels import Labels


def test_second_of_a_name_gets_the_smallest_free_number():
    labels = Labels()
    assert [labels.label(i, "Treasure") for i in (1, 2, 3)] == ["Treasure", "Treasure #2",
                                                                 "Treasure #3"]
    assert labels.label(2, "Treasure") == "Treasure #2"  # stable for the same object
    assert labels.find("Treasure #3") == 3


def test_a_label_is_free_again_once_its_permanent_left():
    present = {1, 2}
    labels = Labels()
    labels.present = lambda: present
    assert labels.label(1, "Treasure") == "Treasure"
    assert labels.label(2, "Treasure") == "Treasure #2"
    present = {2, 3}  # the first Treasure was sacrificed, a third one was created
    assert labels.label(3, "Treasure") == "Treasure"
    assert labels.find("Treasure") == 3  # not the one that left
    present = {2, 3, 4}
    assert labels.label(4, "Treasure") == "Treasure #3"


def test_without_the_battlefield_every_label_given_stays_taken():
    labels = Labels()
    labels.fix("a", "Bear 2")
    assert labels.label("b", "Bear 2") == "Bear 2 #2"
