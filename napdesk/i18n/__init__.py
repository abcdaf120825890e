"""napdesk's translations: ``napdesk_<lang>.ts`` (the sources, made by ``pyside6-lupdate`` from the UI and translated
by hand) and ``napdesk_<lang>.qm`` (compiled by ``pyside6-lrelease``, loaded by :mod:`napdesk.ui.i18n`).
``make translations`` updates both."""
