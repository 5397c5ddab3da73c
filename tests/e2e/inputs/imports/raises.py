"""A user's module that raises on import: stridecheck's --import says Python's exception in one line (exit 2)."""
raise RuntimeError("this module refuses to import (a test of stridecheck's --import)")
