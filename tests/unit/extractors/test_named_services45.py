"""Forty-fifth session: those who serve one named by their role ("my accountant Linda"), one's
email provider and cloud storage by name, and "switched accountants" as a change of the slot.

Found using the product with sentences written for these tests: "my accountant Linda sorted the
tax return" stored Linda as the speaker's manager, "my solicitor Mr Hale" too, "my Hotmail
address" a bank, "I'm on Proton Mail now" an employer, and "we switched accountants" the
speaker's occupation "accountants"."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from chronofact.extractors.base import Message
from chronofact.extractors.conversation import ConversationExtractor
from chronofact.extractors.embeddings import embed

AT = datetime(2025, 6, 2, 20, tzinfo=UTC)
WITH = ConversationExtractor(embedder=embed)


def _said(text: str, speaker: str = "Tomás") -> set[tuple[str, str, str, str]]:
    return {
        (c.action, c.subject, c.predicate, str(c.object or c.value))
        for c in WITH.extract(Message(text, speaker, AT))
    }


@pytest.mark.parametrize(
    ("text", "slot", "name"),
    [
        ("my accountant Linda sorted the tax return", "accountant", "Linda"),
        ("my solicitor Mr Hale says we should settle", "solicitor", "Mr Hale"),
        ("my lawyer Dan thinks we should settle", "lawyer", "Dan"),
        ("our estate agent, Priya from Foxtons, rang twice today", "estate_agent", "Priya"),
        ("my plumber Gav is useless, the boiler's still broken", "plumber", "Gav"),
        ("My new financial adviser is called Ruth Okafor", "financial_adviser", "Ruth Okafor"),
    ],
)
def test_one_who_serves_is_read_by_the_role_before_the_name(
    text: str, slot: str, name: str
) -> None:
    said = _said(text)
    assert ("assert", "Tomás", slot, name) in said
    assert not any(p in ("manager", "doctor", "works_at") and v == name for _, _, p, v in said)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("we switched accountants, Marta Lopes does our books now", "Marta Lopes"),
        ("Patel & Co do our taxes these days", "Patel & Co"),
    ],
)
def test_an_accountant_by_what_they_do(text: str, name: str) -> None:
    said = _said(text)
    assert ("assert", "Tomás", "accountant", name) in said
    assert not any(p == "doctor" for _, _, p, _ in said)


@pytest.mark.parametrize(
    "text",
    [
        "Our accountant got the deadline pushed to March",  # said alone: nobody's name
        "my accountant is very slow with emails",
        "The accountant Linda recommended is fine",  # not "my"/"our"
    ],
)
def test_no_name_no_service(text: str) -> None:
    assert not any(p == "accountant" and a == "assert" for a, _, p, _ in _said(text))


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("we switched accountants, Patel & Co do our books now", "accountant"),
        ("changed solicitors after the mess with the lease", "solicitor"),
    ],
)
def test_switching_the_role_ends_its_slot(text: str, slot: str) -> None:
    said = _said(text)
    assert ("end", "Tomás", slot, "None") in said
    assert not any(p == "occupation" for _, _, p, _ in said)


@pytest.mark.parametrize(
    ("text", "action", "name"),
    [
        ("I still use my Hotmail address for everything, it's ancient", "assert", "Hotmail"),
        ("my gmail is full again", "assert", "gmail"),
        ("finally moved off Yahoo, I'm on Proton Mail now", "assert", "Proton Mail"),
        ("finally moved off Yahoo, I'm on Proton Mail now", "end", "Yahoo"),
    ],
)
def test_an_email_provider_by_name(text: str, action: str, name: str) -> None:
    said = _said(text)
    assert (action, "Tomás", "email_provider", name) in said
    assert not any(p in ("bank", "works_at") and v == name for _, _, p, v in said)


@pytest.mark.parametrize(
    ("text", "action", "name"),
    [
        ("all my photos are on Google Photos but the storage is nearly full", "assert",
         "Google Photos"),
        ("cancelled Dropbox, it was too pricey for 2TB", "end", "Dropbox"),
    ],
)  # fmt: skip
def test_cloud_storage_by_name(text: str, action: str, name: str) -> None:
    said = _said(text)
    assert (action, "Tomás", "cloud_storage", name) in said
    assert not any(p == "works_at" and v == name for _, _, p, v in said)


@pytest.mark.parametrize(
    ("text", "slot", "name"),
    [
        ("I work at Dropbox as a designer", "works_at", "Dropbox"),
        ("I'm at Yahoo now, ads engineering", "works_at", "Yahoo"),
    ],
)
def test_a_job_at_the_firm_stays_a_job(text: str, slot: str, name: str) -> None:
    said = _said(text)
    assert ("assert", "Tomás", slot, name) in said
    assert not any(p in ("email_provider", "cloud_storage") for _, _, p, _ in said)


def test_no_provider_from_an_everyday_word() -> None:
    said = _said("the outlook for the weekend is grim, and the box of mail is soaked")
    assert not any(p in ("email_provider", "cloud_storage") for _, _, p, _ in said)


@pytest.mark.parametrize(
    ("text", "slot", "name"),
    [
        ("The new CTO moved everything to Box over the summer, so I spent August renaming folders",
         "cloud_storage", "Box"),
        ("switched to Three for the cheap SIM deal", "mobile_carrier", "Three"),
    ],
)  # fmt: skip
def test_a_provider_named_by_an_everyday_word_after_moving_to_it(
    text: str, slot: str, name: str
) -> None:
    assert ("assert", "Tomás", slot, name) in _said(text)


@pytest.mark.parametrize(
    "text",
    ["we moved to Three Rivers last spring", "I gave it to Smart kid in my class"],
)
def test_an_everyday_word_without_its_kind_is_no_provider(text: str) -> None:
    said = _said(text)
    assert not any(p in ("mobile_carrier", "cloud_storage") for _, _, p, _ in said)


@pytest.mark.parametrize(
    ("text", "action", "name"),
    [
        ("we've switched to Google Drive at work, Dropbox is history", "assert", "Google Drive"),
        ("we've switched to Google Drive at work, Dropbox is history", "end", "Dropbox"),
        ("ditched iCloud for a 2TB Google One plan", "assert", "Google One"),
    ],
)
def test_a_tool_used_at_work_is_no_employer(text: str, action: str, name: str) -> None:
    said = _said(text)
    assert (action, "Tomás", "cloud_storage", name) in said
    assert not any(p == "works_at" for _, _, p, _ in said)


def test_an_email_provider_is_no_pet() -> None:
    """The learned reader read "my Hotmail inbox is a disaster" as a pet "Hotmail"."""
    from chronofact.extractors.registry import get_extractor

    said = get_extractor("conversation").extract(
        Message("my Hotmail inbox is a disaster", "Wen", AT)
    )
    slots = {(c.predicate, str(c.object or c.value)) for c in said}
    assert ("email_provider", "Hotmail") in slots
    assert ("has_pet", "Hotmail") not in slots


def test_an_everyday_word_opening_a_longer_name_is_the_longer_name() -> None:
    """ "with Virgin" had been read before "with Virgin Media" (found on a training set)."""
    said = _said("Our broadband is with Virgin Media.")
    assert ("assert", "Tomás", "internet_provider", "Virgin Media") in said
    assert not any(v == "Virgin" for _, _, _, v in said)
