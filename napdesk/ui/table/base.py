"""What the view that mixes in the table's parts (input, scenes) provides: named here for the type checker only,
so that no part imports the view."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QAbstractAnimation, QTimer, SignalInstance
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView, QLabel, QPushButton

    from napdesk.engine.cards import Card
    from napdesk.ui.cardart import CardArt
    from napdesk.ui.controller import GameController
    from napdesk.ui.snapshot import TableSnapshot
    from napdesk.ui.table.cards import CardHost, CardItem
    from napdesk.ui.table.controls import ActionBar
    from napdesk.ui.table.geometry import Layout
    from napdesk.ui.table.overlays import Overlay
    from napdesk.ui.table.plates import InfoPanel, SeatPlate, TrickZone
    from napdesk.ui.table.steps import StepQueue
    from napdesk.ui.table.targets import Key, Target

    class Base(QGraphicsView):
        controller: GameController
        input: CardHost  # the part that answers the cards
        art: CardArt
        scene_: QGraphicsScene
        snap: TableSnapshot | None
        latest: TableSnapshot | None
        lay: Layout | None
        cards: dict[Key, CardItem]
        @property
        def plates(self) -> list[SeatPlate]: ...
        @property
        def info(self) -> InfoPanel: ...
        bar: ActionBar
        privacy: Overlay
        result: Overlay
        cut_panel: Overlay
        queue: StepQueue
        zone: TrickZone
        selected: set[Card]
        shown: int | None
        hints_on: bool
        confirm_card: bool
        click_to_continue: bool
        forced_plays: bool
        speed: str
        review_button: QPushButton
        continue_label: QLabel
        pile_labels: dict[str, QGraphicsSimpleTextItem]
        _confirmed: int | None
        _analysis: dict[tuple[bool, int, int], str]
        _cut_items: list[CardItem]
        _warm: list[tuple[Card, int, int]]
        _warm_timer: QTimer
        _forced: QTimer

        def face_ok(self) -> bool: ...
        def hand_cards(self) -> list[Card]: ...
        def finish_animations(self) -> None: ...
        def busy(self) -> bool: ...
        def relayout(self, resized: bool = ...) -> None: ...
        def _targets(self) -> dict[Key, Target]: ...
        def apply_cards(self, animate: bool, duration: int = ...) -> QAbstractAnimation | None: ...
        def show_snapshot(self, snap: TableSnapshot, animate: bool = ..., duration: int = ...,
                  shown: int | None = ...) -> QAbstractAnimation | None: ...
        def place_widgets(self) -> None: ...
        def _after_steps(self) -> None: ...
        def ms(self, base: int) -> int: ...
        def update_plates(self) -> None: ...
        def update_info(self) -> None: ...
        def update_legal(self) -> None: ...
        def refresh_controls(self, advice_arrived: bool = ...) -> None: ...
        @property
        def status(self) -> SignalInstance: ...
        @property
        def explainable(self) -> SignalInstance: ...
        @property
        def result_shown(self) -> SignalInstance: ...
        @property
        def new_game_requested(self) -> SignalInstance: ...
else:
    Base = object
