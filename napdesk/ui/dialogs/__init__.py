"""The dialogs and side windows around the card table (issue 7).

- :class:`NewSessionDialog` -> :class:`SessionSpec` (name, rules, seats): players, computer levels, rules, length;
- :class:`HouseRulesDialog` -> :class:`~napdesk.engine.rules.Rules`: generated from the rule declarations;
- :class:`PreferencesDialog`: generated from :data:`napdesk.ui.prefs.PREFS`; ``changed(key, value)`` as they change;
- :class:`ScoreboardWindow`: the session hand by hand, standings, chart, all-time statistics, past sessions;
- :class:`HandHistoryWindow`: any finished hand or a hand record file, step by step, with the analysis;
- :class:`RulesHelpDialog`: the rules of Nap in plain words and the session's house rules.

Every dialog reads the store it is given (``napdesk.store.Store``) and works without one (nothing remembered).
"""

from typing import TYPE_CHECKING, Any

from napdesk.ui.dialogs.history import HandBoard, HandHistoryWindow, Replay
from napdesk.ui.dialogs.house_rules import HouseRulesDialog, summary_html
from napdesk.ui.dialogs.new_session import NewSessionDialog, SessionSpec
from napdesk.ui.dialogs.preferences import DEFAULTS as PREFERENCE_DEFAULTS
from napdesk.ui.dialogs.preferences import PreferencesDialog, load_preferences
from napdesk.ui.dialogs.rules_help import RulesHelpDialog, rules_html

if TYPE_CHECKING:
    from napdesk.ui.dialogs.scoreboard import ScoreboardModel, ScoreboardWindow, export_csv, export_json
    from napdesk.ui.dialogs.scoreboard_chart import ChipsChart

# The scoreboard and its chart load when first opened: start-up imports only what the main window needs.
_LAZY = frozenset({"ScoreboardModel", "ScoreboardWindow", "export_csv", "export_json"})


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from napdesk.ui.dialogs import scoreboard

        return getattr(scoreboard, name)
    if name == "ChipsChart":
        from napdesk.ui.dialogs import scoreboard_chart

        return scoreboard_chart.ChipsChart
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "PREFERENCE_DEFAULTS", "ChipsChart", "HandBoard", "HandHistoryWindow", "HouseRulesDialog", "NewSessionDialog",
    "PreferencesDialog", "Replay", "RulesHelpDialog", "ScoreboardModel", "ScoreboardWindow", "SessionSpec",
    "export_csv", "export_json", "load_preferences", "rules_html", "summary_html",
]
