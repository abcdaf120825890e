"""The coach's progress is kept per profile in the store and survives reopening it."""

from __future__ import annotations

from pathlib import Path

from napdesk.store import Store
from napdesk.store.lessons import first_start, lesson_done, lessons_done


def test_progress_is_kept_per_profile_and_survives_reopening(tmp_path: Path) -> None:
    store = Store.open(tmp_path).store
    assert lessons_done(store, 1) == [] and first_start(store)
    assert store.settings.preferences() == {}, "nothing is written before a lesson is done"
    lesson_done(store, 1, "follow")
    lesson_done(store, 1, "bidding")
    lesson_done(store, 1, "follow")
    lesson_done(store, 2, "misere")
    store.close()
    again = Store.open(tmp_path).store
    assert lessons_done(again, 1) == ["follow", "bidding"]
    assert lessons_done(again, 2) == ["misere"]
    assert not first_start(again)
    again.close()
