"""The store shared by a class: statistics and results that many kernels write at once.

SQLite by default (``<data folder>/kit.sqlite3``, the folder from :func:`data_dir`), any
database SQLAlchemy reaches by URL otherwise (PostgreSQL later, with the same code).  See
:mod:`kit.store.core` (opening, transactions, files set aside), :mod:`kit.store.schema` (the
tables and their upgrades), :mod:`kit.store.names` (the names kept) and
:mod:`kit.store.tre_cinque_otto` (the 3-5-8 statistics and leaderboard, TCO-9).  Nothing here
imports a widget library.
"""

from kit.store.core import BUSY_TIMEOUT_MS, Notice, Store, StoreError, engine_for, url_for
from kit.store.files import DB_NAME, ENV_VAR, data_dir
from kit.store.names import MAX_NAME, BadName, check_name
from kit.store.schema import SCHEMA_VERSION

__all__ = ["BUSY_TIMEOUT_MS", "DB_NAME", "ENV_VAR", "MAX_NAME", "SCHEMA_VERSION", "BadName", "Notice", "Store",
           "StoreError", "check_name", "data_dir", "engine_for", "url_for"]
