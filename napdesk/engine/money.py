"""Chips as a player reads them: counters, pence (s/d), sixpences, nickels or quarters (``stake_unit``).

One chip is one unit whatever the unit; the unit changes only how an amount is shown. Every screen formats
chips through :func:`format_chips`.
"""

from __future__ import annotations

from typing import Final

UNITS: Final = ("counters", "penny", "sixpence", "nickel", "quarter")

# pence per chip for the sterling units, cents per chip for the dollar units
_PENCE: Final = {"penny": 1, "sixpence": 6}
_CENTS: Final = {"nickel": 5, "quarter": 25}


def format_chips(amount: int, unit: str) -> str:
    """``amount`` chips shown in ``unit`` (a ``stake_unit`` value).

    counters: ``1 counter``, ``12 counters``, ``-5 counters``; penny (1 chip = 1d) and sixpence (1 chip = 6d)
    in shillings and pence, 12d = 1s: ``6d``, ``1s``, ``1s 6d``, ``-2s 6d``, ``0d`` (no pounds: a table's
    stakes read in shillings, ``25s``); nickel (5 cents) and quarter (25 cents) in dollars: ``$0.05``,
    ``$1.25``, ``-$0.25``.
    """
    if isinstance(amount, bool) or not isinstance(amount, int):
        raise TypeError(f"chips are a whole number, not {amount!r}")
    sign = "-" if amount < 0 else ""
    size = abs(amount)
    if unit == "counters":
        return f"{amount} counter" + ("" if size == 1 else "s")
    if unit in _PENCE:
        pence = size * _PENCE[unit]
        shillings, pence = divmod(pence, 12)
        if shillings and pence:
            return f"{sign}{shillings}s {pence}d"
        if shillings:
            return f"{sign}{shillings}s"
        return f"{sign}{pence}d"
    if unit in _CENTS:
        dollars, cents = divmod(size * _CENTS[unit], 100)
        return f"{sign}${dollars}.{cents:02d}"
    raise ValueError(f"unknown stake unit {unit!r}: it must be one of {', '.join(UNITS)}")
