"""`python -m napdesk`: the same as the `napdesk` command."""

from napdesk.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
