"""The mutation operators: an AST walk of one module's source that yields ``Mutant`` objects.

Each mutant is a small text edit of the original source (an operator token swapped, a constant
replaced, a statement replaced by ``pass``), so its diff shows exactly one change and the rest
of the file, comments included, is untouched. Positions come from the AST; edits are made on
the UTF-8 bytes the AST's column offsets count.

Not mutated: docstrings, type annotations, f-strings, assertion messages, the insides of
``raise`` statements (error messages; removing the whole ``raise`` is a mutant),
``__repr__`` / ``__str__``, logging calls, ``if TYPE_CHECKING:`` and ``__all__``. Comments
(``# CR ...``) are not in the AST, so never mutated.
"""
from __future__ import annotations

import ast
import dataclasses
import hashlib
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

OPERATORS = ("comparison", "boolean", "not", "arithmetic", "number", "bool", "string",
             "statement", "return", "loop")

# comparison flips: boundary moves for orderings, negation for the rest
COMPARISON = {
    ast.Lt: ("<", "<="), ast.LtE: ("<=", "<"), ast.Gt: (">", ">="), ast.GtE: (">=", ">"),
    ast.Eq: ("==", "!="), ast.NotEq: ("!=", "=="), ast.Is: ("is", "is not"),
    ast.IsNot: ("is not", "is"), ast.In: ("in", "not in"), ast.NotIn: ("not in", "in"),
}
ARITHMETIC = {ast.Add: ("+", "-"), ast.Sub: ("-", "+"), ast.Mult: ("*", "//"),
              ast.FloorDiv: ("//", "*"), ast.Div: ("/", "*"), ast.Mod: ("%", "//")}
BOOLEAN = {ast.And: ("and", "or"), ast.Or: ("or", "and")}
SKIPPED_FUNCTIONS = {"__repr__", "__str__"}
LOGGING_NAMES = {"log", "logger", "logging", "LOG", "LOGGER"}


def _token_pattern(token: str) -> re.Pattern[bytes]:
    if token[0].isalpha():  # keywords: whole words, any spacing between two words
        words = token.split()
        return re.compile(rb"\b" + rb"\s+".join(re.escape(w.encode()) for w in words) + rb"\b")
    # an operator not followed or preceded by characters that would make it another one
    return re.compile(rb"(?<![<>=!*/%+-])" + re.escape(token.encode()) + rb"(?![<>=*/])")


@dataclass(frozen=True)
class Mutant:
    module: str       # dotted module name
    path: str         # the file, relative to the package's parent directory
    function: str     # enclosing qualified name, or "<module>"
    operator: str     # one of OPERATORS
    line: int         # first and last line of the mutated node (1-based)
    end_line: int
    description: str  # e.g. "'<' -> '<='"
    edits: tuple[tuple[int, int, bytes], ...] = field(repr=False)  # (start, end, new) in bytes
    id: str = ""
    # the change matters even where its lines never run: removing a `yield` turns a generator
    # function into a plain one, so coverage cannot rule scenarios out
    compile_time: bool = False

    def apply(self, source: bytes) -> bytes:
        for start, end, new in sorted(self.edits, reverse=True):
            source = source[:start] + new + source[end:]
        return source


class _Walker(ast.NodeVisitor):
    def __init__(self, source: bytes, module: str, path: str) -> None:
        self.source, self.module, self.path = source, module, path
        self.line_starts = [0]
        for line in source.splitlines(keepends=True):
            self.line_starts.append(self.line_starts[-1] + len(line))
        self.scope: list[str] = []
        self.found: list[Mutant] = []

    # --- positions ---------------------------------------------------------------------
    def start(self, node: ast.AST) -> int:
        return self.line_starts[node.lineno - 1] + node.col_offset

    def end(self, node: ast.AST) -> int:
        return self.line_starts[node.end_lineno - 1] + node.end_col_offset

    def add(self, node: ast.AST, operator: str, description: str,
            edits: list[tuple[int, int, bytes]]) -> None:
        self.found.append(Mutant(self.module, self.path, ".".join(self.scope) or "<module>",
                                 operator, node.lineno, node.end_lineno, description,
                                 tuple(edits)))

    def token_between(self, after: int, before: int, token: str) -> tuple[int, int] | None:
        gap = self.source[after:before]
        match = _token_pattern(token).search(gap)
        return None if match is None else (after + match.start(), after + match.end())

    # --- scopes and things never mutated -------------------------------------------------
    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        if node.name in SKIPPED_FUNCTIONS:
            return
        for decorator in node.decorator_list:
            self.visit(decorator)
        self._visit_arguments(node.args)  # default values; never the annotations
        self.scope.append(node.name)
        self._visit_body(node.body)
        self.scope.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        for decorator in node.decorator_list:
            self.visit(decorator)
        self.scope.append(node.name)
        self._visit_body(node.body)
        self.scope.pop()

    def visit_Module(self, node: ast.Module) -> None:
        self._visit_body(node.body)

    def _visit_arguments(self, args: ast.arguments) -> None:
        for default in [*args.defaults, *(d for d in args.kw_defaults if d is not None)]:
            self.visit(default)

    def _visit_body(self, body: list[ast.stmt]) -> None:
        for index, statement in enumerate(body):
            if index == 0 and _is_docstring(statement):
                continue
            self.visit(statement)

    def visit_Lambda(self, node: ast.Lambda) -> None:
        self._visit_arguments(node.args)
        self.visit(node.body)

    def visit_If(self, node: ast.If) -> None:
        test = node.test
        if (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
                isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"):
            self._visit_body(node.orelse)
            return
        if (isinstance(test, ast.Compare) and isinstance(test.left, ast.Name)
                and test.left.id == "__name__"):
            return
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        if node.value is not None:
            self._statement(node)
            self.visit(node.value)  # the value, never the annotation

    def visit_Assign(self, node: ast.Assign) -> None:
        if any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            return
        self._statement(node)
        self.generic_visit(node)

    def visit_AugAssign(self, node: ast.AugAssign) -> None:
        self._statement(node)
        pair = ARITHMETIC.get(type(node.op))
        if pair:
            old, new = pair
            span = self.token_between(self.end(node.target), self.start(node.value), old + "=")
            if span:
                self.add(node, "arithmetic", f"'{old}=' -> '{new}='",
                         [(span[0], span[1], (new + "=").encode())])
        self.visit(node.target)
        self.visit(node.value)

    def visit_Expr(self, node: ast.Expr) -> None:
        value = node.value
        if isinstance(value, ast.Constant):  # a stray string or `...`
            return
        if _is_logging(value):
            return
        self._statement(node)
        self.generic_visit(node)

    def visit_Raise(self, node: ast.Raise) -> None:
        self._statement(node)  # the message inside is not mutated

    def visit_Assert(self, node: ast.Assert) -> None:
        self.visit(node.test)  # never the message

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        return

    def _statement(self, node: ast.stmt) -> None:
        if not self.scope or self._in_class_body():
            return  # module and class bodies: removing a definition only breaks the import
        self.add(node, "statement", "statement -> 'pass'", [(self.start(node), self.end(node), b"pass")])
        if any(isinstance(sub, (ast.Yield, ast.YieldFrom)) for sub in ast.walk(node)):
            self.found[-1] = dataclasses.replace(self.found[-1], compile_time=True)

    def _in_class_body(self) -> bool:
        return getattr(self, "_class_depth", 0) > 0

    # --- operators -------------------------------------------------------------------------
    def visit_Compare(self, node: ast.Compare) -> None:
        left = node.left
        for op, right in zip(node.ops, node.comparators):
            old, new = COMPARISON[type(op)]
            span = self.token_between(self.end(left), self.start(right), old)
            if span:
                self.add(node, "comparison", f"'{old}' -> '{new}'", [(span[0], span[1], new.encode())])
            left = right
        for operand in [node.left, *node.comparators]:
            self._meaningful_strings(operand)
        self.generic_visit(node)

    def _meaningful_strings(self, node: ast.expr) -> None:
        """Strings compared with something are data the code branches on: mutate those."""
        items = node.elts if isinstance(node, (ast.Tuple, ast.List, ast.Set)) else [node]
        for item in items:
            if isinstance(item, ast.Constant) and isinstance(item.value, str):
                self._string(item)

    def _string(self, node: ast.Constant) -> None:
        new = repr("XX" + node.value + "XX")
        self.add(node, "string", f"{node.value!r} -> {new}", [(self.start(node), self.end(node), new.encode())])

    def visit_match_case(self, node: ast.match_case) -> None:
        for sub in ast.walk(node.pattern):
            if isinstance(sub, ast.MatchValue) and isinstance(sub.value, ast.Constant) \
                    and isinstance(sub.value.value, str):
                self._string(sub.value)
        if node.guard is not None:
            self.visit(node.guard)
        for statement in node.body:
            self.visit(statement)

    def visit_BoolOp(self, node: ast.BoolOp) -> None:
        old, new = BOOLEAN[type(node.op)]
        edits = []
        for left, right in zip(node.values, node.values[1:]):
            span = self.token_between(self.end(left), self.start(right), old)
            if span:
                edits.append((span[0], span[1], new.encode()))
        if edits:
            self.add(node, "boolean", f"'{old}' -> '{new}'", edits)
        self.generic_visit(node)

    def visit_UnaryOp(self, node: ast.UnaryOp) -> None:
        if isinstance(node.op, ast.Not):
            self.add(node, "not", "'not' removed", [(self.start(node), self.start(node.operand), b"")])
        self.generic_visit(node)

    def visit_BinOp(self, node: ast.BinOp) -> None:
        pair = ARITHMETIC.get(type(node.op))
        if pair and not _is_text(node):
            old, new = pair
            span = self.token_between(self.end(node.left), self.start(node.right), old)
            if span:
                self.add(node, "arithmetic", f"'{old}' -> '{new}'", [(span[0], span[1], new.encode())])
        self.generic_visit(node)

    def visit_Constant(self, node: ast.Constant) -> None:
        value = node.value
        if isinstance(value, bool):
            new = repr(not value)
            self.add(node, "bool", f"{value!r} -> {new}", [(self.start(node), self.end(node), new.encode())])
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            for delta in (1, -1):
                new = repr(value + delta)
                if (value + delta) < 0:
                    new = f"({new})"
                self.add(node, "number", f"{value!r} -> {value + delta!r}",
                         [(self.start(node), self.end(node), new.encode())])

    def visit_Return(self, node: ast.Return) -> None:
        value = node.value
        if value is not None and not (isinstance(value, ast.Constant)
                                      and (value.value is None or isinstance(value.value, bool))):
            self.add(node, "return", "return value -> None",
                     [(self.start(value), self.end(value), b"None")])
        self.generic_visit(node)

    def visit_Break(self, node: ast.Break) -> None:
        self.add(node, "loop", "'break' -> 'continue'", [(self.start(node), self.end(node), b"continue")])

    def visit_Continue(self, node: ast.Continue) -> None:
        self.add(node, "loop", "'continue' -> 'break'", [(self.start(node), self.end(node), b"break")])


class _ClassAwareWalker(_Walker):
    """Tracks whether the innermost scope is a class body (statement removal skips those)."""

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self._class_depth = getattr(self, "_class_depth", 0) + 1
        super().visit_ClassDef(node)
        self._class_depth -= 1

    def visit_FunctionDef(self, node):  # type: ignore[override]
        saved = getattr(self, "_class_depth", 0)
        self._class_depth = 0
        super().visit_FunctionDef(node)
        self._class_depth = saved

    visit_AsyncFunctionDef = visit_FunctionDef


def _is_docstring(statement: ast.stmt) -> bool:
    return (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)
            and isinstance(statement.value.value, str))


def _is_logging(value: ast.expr) -> bool:
    if not isinstance(value, ast.Call):
        return False
    func = value.func
    while isinstance(func, ast.Attribute):
        func = func.value
    return isinstance(func, ast.Name) and func.id in LOGGING_NAMES


def _is_text(node: ast.BinOp) -> bool:
    """'a' + 'b' or '%s' % x: string building, not arithmetic."""
    return any(isinstance(side, (ast.JoinedStr,)) or
               (isinstance(side, ast.Constant) and isinstance(side.value, (str, bytes)))
               for side in (node.left, node.right))


def _region(source: bytes, line_starts: list[int], first: int, last: int) -> tuple[int, int]:
    return line_starts[first - 1], line_starts[last] if last < len(line_starts) else len(source)


def _stable_key(mutant: Mutant, source: bytes, line_starts: list[int]) -> str:
    """A hash of the mutated lines before and after, each line stripped: the same mutant keeps
    its id when lines elsewhere move or its block is re-indented."""
    begin, end = _region(source, line_starts, mutant.line, mutant.end_line)
    before = source[begin:end]
    after = Mutant.apply(mutant, source)[begin:end + sum(len(n) - (e - s) for s, e, n in mutant.edits)]
    normal = b"\n".join(line.strip() for line in before.splitlines()) + b"\0" + \
        b"\n".join(line.strip() for line in after.splitlines())
    return hashlib.sha1(mutant.operator.encode() + b"\0" + normal).hexdigest()[:10]


def mutants_of_source(source: bytes, module: str, path: str) -> list[Mutant]:
    """Every mutant of one module, in source order, each with its stable id. Mutants whose
    text does not parse, or parses to the same code, are dropped."""
    tree = ast.parse(source)
    walker = _ClassAwareWalker(source, module, path)
    walker.visit(tree)
    original = ast.dump(tree)
    kept: list[Mutant] = []
    seen: dict[str, int] = {}
    for mutant in sorted(walker.found, key=lambda m: (min(s for s, _, _ in m.edits), OPERATORS.index(m.operator), m.description)):
        try:
            mutated = ast.dump(ast.parse(mutant.apply(source)))
        except SyntaxError:
            continue
        if mutated == original:
            continue
        base = f"{module}:{mutant.function}:{mutant.operator}:{_stable_key(mutant, source, walker.line_starts)}"
        seen[base] = seen.get(base, 0) + 1
        ident = base if seen[base] == 1 else f"{base}~{seen[base]}"
        kept.append(dataclasses.replace(mutant, id=ident))
    return kept


def iter_operators() -> Iterator[str]:
    yield from OPERATORS
