"""numba's ``njit`` with an on-disk cache that can never stop an import.

``numba.njit(cache=True)`` looks for a writable cache directory when the function is
*decorated*, i.e. at import time, trying in order (numba/core/caching.py):
``NUMBA_CACHE_DIR`` if set, ``__pycache__`` next to the source file, the user-wide cache
(``$XDG_CACHE_HOME/numba`` or ``~/.cache/numba``), then IPython's cache for cells.  If none of
them can be created and written it raises ``RuntimeError: cannot cache function ...: no
locator available`` and the module fails to import — a read-only install with a read-only
(or missing) home, as in some containers, sandboxes and shared JupyterHubs.

:func:`njit` here keeps numba's own choice whenever it works.  When it does not, it caches
in a private per-user directory under the system temporary directory (so worker processes
and later runs still reuse the compiled code), and when even that is impossible it compiles
without a cache: slower to start, same results.
"""

from __future__ import annotations

import inspect
import os
import stat
import tempfile
import threading
from typing import Any, Callable

import numba
from numba.core import config as _numba_config

__all__ = ["njit", "fallback_cache_dir"]

_lock = threading.Lock()


def fallback_cache_dir() -> str | None:
    """A private, writable cache directory under the system temporary directory, or ``None``.

    The directory is ``<tmp>/kit-numba-cache-<uid>`` (``<uid>`` only on POSIX), created
    with mode 0o700.  numba's cache files are pickles, so on POSIX a directory that is not
    owned by this user or that others can write to is refused (``None``): somebody else could
    have planted files there.

    Returns:
        the directory's path (str), or ``None`` when there is no usable one.  Never raises.
    """
    try:
        uid = os.getuid() if hasattr(os, "getuid") else None
        name = "kit-numba-cache" if uid is None else f"kit-numba-cache-{uid}"
        path = os.path.join(tempfile.gettempdir(), name)
        os.makedirs(path, mode=0o700, exist_ok=True)
        if uid is not None:
            info = os.lstat(path)
            if (not stat.S_ISDIR(info.st_mode) or info.st_uid != uid
                    or info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)):
                return None
        tempfile.TemporaryFile(dir=path).close()  # the same writability test numba uses
        return path
    except (OSError, ValueError):  # gettempdir() raises FileNotFoundError when nothing works
        return None


def _compile(func: Callable, cache: bool, args: tuple, options: dict[str, Any]) -> Callable:
    """``numba.njit(*args, cache=..., **options)(func)``, falling back as described above."""
    if cache:
        try:
            return numba.njit(*args, cache=True, **options)(func)
        except (RuntimeError, OSError):  # no locator: no writable cache directory anywhere
            pass
        path = fallback_cache_dir()
        if path is not None:
            # numba reads config.CACHE_DIR only while the locator is chosen (here, during
            # decoration) and keeps the resulting path, so the change is undone at once.
            with _lock:
                saved = _numba_config.CACHE_DIR
                _numba_config.CACHE_DIR = path
                try:
                    return numba.njit(*args, cache=True, **options)(func)
                except (RuntimeError, OSError):
                    pass
                finally:
                    _numba_config.CACHE_DIR = saved
    return numba.njit(*args, **options)(func)


def njit(*args: Any, cache: bool = False, **options: Any) -> Any:
    """Drop-in for ``numba.njit``: ``@njit``, ``@njit(cache=True)``, ``@njit("sig", ...)``.

    Args:
        *args: as for ``numba.njit``: the function itself, or signatures.
        cache: keep the compiled code on disk.  numba's cache directory is used when it is
            writable, else :func:`fallback_cache_dir`, else no cache at all — never an error.
        **options: any other ``numba.njit`` option (``parallel``, ``fastmath``, ...).

    Returns:
        a numba dispatcher (when given the function) or a decorator making one.

    Raises:
        whatever ``numba.njit`` raises for bad options or signatures; nothing because of
        the cache.
    """
    if len(args) == 1 and inspect.isfunction(args[0]):
        return _compile(args[0], cache, (), options)

    def decorate(func: Callable) -> Callable:
        return _compile(func, cache, args, options)

    return decorate
