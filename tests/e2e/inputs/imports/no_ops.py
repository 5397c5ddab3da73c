"""A user's module that imports and registers no op: --import of it for a graph that calls custom ops is an error."""
import torch  # noqa: F401
