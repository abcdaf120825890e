"""Qt-free command modules behind ``napdesk`` subcommands (floor 3, beside ``napdesk.replay``)."""
