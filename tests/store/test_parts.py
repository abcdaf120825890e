"""The store is an object composed of parts it owns (profiles, practice hands, settings), each an object sharing
the store's one transactions object, not mixins of one class (tests/test_composition.py checks the bases)."""

from __future__ import annotations

import pytest

from napdesk.engine.rules import Rules
from napdesk.store import Seat, Store


def test_the_parts_write_through_the_store_s_transactions() -> None:
    with Store.memory() as store:
        assert store.profiles.desk("you").desk
        store.settings.set_pref("table.speed", "slow")
        store.settings.save_preset("Pub", Rules(preset="pub"))
        sid = store.create_session("Friday", Rules(), [Seat("you"), Seat("Ben"), Seat("Cat"), Seat("Dan")])
        kept = store.practice.add(sid, 1, {"deal": [], "actions": []})
        assert [h.id for h in store.practice.hands(sid)] == [kept]
        assert [p.name for p in store.profiles.all("person")] == ["Ben", "Cat", "Dan", "you"]
        with pytest.raises(RuntimeError), store.batch():  # one transaction for every part: all rolled back
            store.settings.set_pref("table.speed", "fast")
            store.profiles.rename(store.profiles.desk("you").id, "Sam")
            raise RuntimeError
        assert store.settings.get_pref("table.speed") == "slow"
        assert store.profiles.desk("you").name == "you"
