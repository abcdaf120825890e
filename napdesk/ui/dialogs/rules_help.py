"""Rules help: how Nap is played, in plain words (written from docs/rules.md), then every house rule generated from
the declarations with the value the session plays, its help and the source text it comes from."""

from __future__ import annotations

from typing import Final

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from napdesk.engine.rules import DEFAULTS, GROUPS, OPTIONS, Rules
from napdesk.ui.dialogs.common import (
    fit_screen,
    preset_title,
    rule_help,
    rule_label,
    rule_source,
    translate,
    value_label,
)

CONTEXT: Final = "RulesHelp"

# The game in plain words. Each paragraph is translated as a whole.
RULES_PARAGRAPHS: Final = (
    ("h2", "Napoleon (Nap)"),
    ("p", "Nap is a Victorian trick-taking game for two to seven players, four being the best game. Each player "
          "is dealt five cards from a full pack; ace is high in play, two is low."),
    ("h3", "Bidding"),
    ("p", "Starting at the dealer's left, each player speaks once: he bids the number of tricks he will win, "
          "higher than every bid so far, or he passes. The bids, from low to high, are one, two, three, "
          "misère (win no trick at all), four and nap (all five). Some tables also allow Wellington and "
          "Blücher, five tricks at higher stakes. A bid once made cannot be changed."),
    ("h3", "Play"),
    ("p", "The highest bidder leads the first trick, and the suit of that first card is trumps for the hand "
          "(misère is usually played without trumps). Everyone must follow suit if he can; otherwise he may "
          "play any card, and need neither trump nor try to win. The highest trump wins the trick, or, with "
          "no trump in it, the highest card of the suit led. The winner leads the next trick."),
    ("h3", "Signals between the defenders"),
    ("p", "The players against the bidder may tell each other about their hands with their discards: the cards "
          "they throw when they cannot follow suit and do not trump. The computer players use the convention of "
          "Foster's Hoyle, and read it from their partners, a person at the table included."),
    ("p", "Against a trick bid, a discard shows weakness: throw the lowest card of your weakest suit. But if you "
          "hold the two best cards still out in a suit, such as the ace and king, or the king and queen once the "
          "ace has gone, throw the better of them: your partners then know that suit is safe with you, let it "
          "go and keep their other suits."),
    ("p", "Against a misère, your first discard is the highest card of your shortest suit."),
    ("p", "So a partner's low discard says he has nothing to hope for in that suit, and a discarded ace or king "
          "says he holds the next card of it. A computer signals only with a card as good as any other for the "
          "defence. The preference \u201cComputer defenders signal with their discards\u201d turns the "
          "convention off for them, from the next game."),
    ("h3", "Settling"),
    ("p", "Only making the bid counts: no bonus for extra tricks. If the bidder makes it, every opponent pays "
          "him the number of tricks bid; if he fails, he pays each of them as much. Misère pays like three; "
          "a nap wins ten from each opponent but loses only five; Wellington and Blücher pay more."),
    ("h3", "Chips and the session"),
    ("p", "Everyone starts with the same chips. The deal passes to the left after every hand. A player who runs "
          "out buys another stack from the bank, or is out of the game, as the house rules say. The session "
          "ends when the players agree, or after a set number of hands or rounds."),
    ("h3", "Variants"),
    ("p", "Pools collect antes and are won by the first player to make a five-trick bid. In Purchase Nap "
          "players may change cards for a fee; in Peep Nap they may pay to look at a spare card; in Sir "
          "Garnet a spare hand, the widow, can be taken by a player who then must bid nap."),
)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def rules_html(rules: Rules | None = None) -> str:
    """The help page: the game in plain words, then every house rule with the session's value."""
    rules = rules or Rules()
    parts = [f"<{tag}>{_escape(translate(CONTEXT, text))}</{tag}>" for tag, text in RULES_PARAGRAPHS]
    parts.append(f"<h2>{_escape(translate(CONTEXT, 'The house rules of this session'))}</h2>")
    parts.append("<p>" + _escape(translate(CONTEXT, "Rules built on the preset {preset}. A rule marked "
                                           "\u25c6 differs from the standard game.").format(
        preset=preset_title(rules.preset))) + "</p>")
    for group in GROUPS:
        members = [o for o in OPTIONS if o.group == group]
        if not members:
            continue
        parts.append(f"<h3>{_escape(translate('napdesk.rules', group))}</h3>")
        parts.append("<table cellspacing='0' cellpadding='4' border='1' width='100%'>")
        for opt in members:
            value = rules[opt.key]
            mark = " \u25c6" if value != DEFAULTS[opt.key] else ""
            source = translate(CONTEXT, "Source: {source}").format(source=rule_source(opt))
            parts.append(
                f"<tr><td width='30%'><b>{_escape(rule_label(opt))}</b>{mark}<br/><small><code>{opt.key}</code>"
                f"</small></td><td width='20%'>{_escape(value_label(opt, value))}</td>"
                f"<td>{_escape(rule_help(opt))}<br/><small><i>{_escape(source)}</i></small></td></tr>")
        parts.append("</table>")
    return "\n".join(parts)


class RulesHelpDialog(QDialog):
    """The rules of Nap and the session's house rules, in a text browser."""

    def __init__(self, rules: Rules | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_help")
        self.setWindowTitle(self.tr("Rules of Nap"))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rules_text")
        self.browser.setAccessibleName(self.tr("Rules of Nap"))
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(rules_html(rules))
        layout.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_screen(self, 760, 680)

    def set_rules(self, rules: Rules) -> None:
        self.browser.setHtml(rules_html(rules))
