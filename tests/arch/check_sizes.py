#!/usr/bin/env python3
"""Files a newcomer can hold in mind: no source file of lib/ or tool/ (C++ and the Python workers) over 600 lines, and
no C++ function over 100 (from the first line of its signature to its closing brace, lambdas inside it included, as
lizard counts a function's length). Prints each one over and exits 1 when there is one.
usage: check_sizes.py [SOURCE_DIR] [--list N]: --list prints every function of N lines or more, and exits 0."""
import os
import re
import sys

MAX_FILE_LINES, MAX_FUNCTION_LINES = 600, 100
argv = sys.argv[1:]
listing = None
if "--list" in argv:
    i = argv.index("--list")
    listing = int(argv[i + 1])
    del argv[i:i + 2]
root = argv[0] if argv else os.path.join(os.path.dirname(__file__), "..", "..")

# what lies between two top-level items and is not code: strings and characters (their braces are not the code's),
# comments, preprocessor lines
TOKEN = re.compile(r'R"([^(\s]*)\((?:.|\n)*?\)\1"|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|//[^\n]*|/\*(?:.|\n)*?\*/'
                   r'|^[ \t]*#[^\n]*|[{};]', re.M)


def functions(text):
    """(name, first line, last line) of each function defined at namespace level (namespaces are transparent)."""
    found, depth, stack, head_start = [], 0, [], 0
    for m in TOKEN.finditer(text):
        tok = m.group(0)
        if tok not in "{};":
            continue
        if tok == "{":
            head = text[head_start:m.start()]
            if depth == 0:
                kind = "namespace" if re.match(r"\s*(?:inline\s+)?namespace\b|\s*extern\s+\"C\"", strip(head)) else \
                       "function" if "(" in strip(head) and not re.match(r"\s*(?:template\s*<[^>]*>\s*)?(?:struct|class|enum|union)\b", strip(head)) else "other"
                stack.append((kind, head_start))
                if kind != "namespace":
                    depth = 1
                else:
                    head_start = m.end()
            else:
                depth += 1
        elif tok == "}":
            if depth == 0:
                if stack:
                    stack.pop()  # a namespace's end
                head_start = m.end()
            else:
                depth -= 1
                if depth == 0:
                    kind, start = stack.pop()
                    if kind == "function":
                        sig = strip(text[start:m.end()])
                        first = text.count("\n", 0, start + first_code(text[start:m.end()])) + 1
                        last = text.count("\n", 0, m.end()) + 1
                        name = re.search(r"([~\w:<>]+)\s*\(", sig)
                        found.append((name.group(1) if name else "?", first, last))
                    head_start = m.end()
        elif depth == 0:
            head_start = m.end()
    return found


def strip(code):
    """The code alone: comments, strings and preprocessor lines blanked (the same length, the same lines)."""
    return TOKEN.sub(lambda m: m.group(0) if m.group(0) in "{};" else re.sub(r"[^\n]", " ", m.group(0)), code)


def first_code(chunk):
    """The offset of the first character of code in a chunk (after blanks, comments, preprocessor lines)."""
    blanked = strip(chunk)
    return len(blanked) - len(blanked.lstrip())


problems, listed = [], []
for top in ("lib", "tool"):
    for dirpath, _, names in os.walk(os.path.join(root, top)):
        for name in sorted(names):
            if not name.endswith((".h", ".cpp", ".py")):
                continue
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, root)
            text = open(path, encoding="utf-8").read()
            lines = text.count("\n")
            if lines > MAX_FILE_LINES:
                problems.append(f"{rel}: {lines} lines (at most {MAX_FILE_LINES})")
            if name.endswith(".py"):
                continue
            for fn, first, last in functions(text):
                n = last - first + 1
                if listing is not None and n >= listing:
                    listed.append(f"{rel}:{first}: {fn}: {n} lines")
                if n > MAX_FUNCTION_LINES:
                    problems.append(f"{rel}:{first}: {fn} is {n} lines (at most {MAX_FUNCTION_LINES})")
if listing is not None:
    print("\n".join(listed))
    sys.exit(0)
print("\n".join(problems))
sys.exit(1 if problems else 0)
