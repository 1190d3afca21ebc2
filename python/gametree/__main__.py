"""The ``gametree`` command, run from Python: ``gametree eval tree.yaml`` or
``python -m gametree eval tree.yaml`` run the same command line as the Rust program."""

import os
import signal
import sys

from . import _gametree


def main() -> int:
    """Runs the command line on ``sys.argv`` and returns its exit code."""
    # The command is the whole program: Ctrl-C stops it at once (as it stops the Rust
    # program), and anything Python had buffered is out before it writes.
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    sys.stdout.flush()
    sys.stderr.flush()
    return _gametree.run_cli(["gametree", *sys.argv[1:]])


if __name__ == "__main__":
    sys.exit(main())
