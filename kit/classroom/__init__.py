"""The class together (issue 24): a class's guesses, sheet answers and class experiments, pooled
on the teacher's page.

* :mod:`kit.classroom.session` — this kernel's place in a class: joining with the class code
  and a nickname, and sending records, kept in an outbox while the store cannot be reached.
* :mod:`kit.store.classroom` — where the records are kept (SQLite or PostgreSQL, one schema).

Joining is optional: a page that is not in a class sends nothing and stores nothing.  Nothing
here imports a widget library (the widgets are in :mod:`kit.ui.classroom`).
"""
