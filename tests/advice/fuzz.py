"""The advice fuzzer's generator (issue 37 item 7): one seed, one custom op with a layout bug, in a small real model.

`case(seed)` returns (name, what, source): a module like the hand-written cases beside it (`return ...  # KERNEL`
and `return ...  # FAKE` lines, a `train()` that compiles and trains the model on CPU), so `run_case.py` runs it
the same way. The seed picks the template (round-robin, so every template comes up) and, from a generator seeded
with it, everything else: rank, sizes, dim order, dim, dtype, registration, fake style. `what` says in a line how
the kernel's layout arises. `python tests/advice/fuzz.py SEED` prints a case's module.

Templates (how the kernel's layout arises): order (a dim order made by permute-contiguous-permute or
empty_permuted), channels_last (4-D; channels_last_3d for 5-D), pad (a slice of a buffer padded on one dim, at the
start or the end, by a size of another argument or to a multiple of 8), split (the second half of a buffer twice as
wide on one dim), select (one row of a buffer with an extra dim in the middle), expand (a stride-0 broadcast of a
reduction), threshold (two calls of the op in one graph whose kernel changes its dim order from a size on),
follows (the kernel keeps its input's layout, empty_like, and the caller passes channels_last or transposed
activations), size (the fake's size is wrong: the kernel's dim is a full convolution's L + K - 1, or a reduction's
1 kept; a wrong size fails a training step's compile, so these run the compiled model forward only, under no_grad),
index (a second, int64 output in another dim order, as an argsort-like kernel returns it). Orthogonal: tuple outputs with one output wrong, the bug in the op's backward op only, the old
`Library.impl` registration, `new_empty` / `empty_like` / `torch.empty` fakes, float32 / float64 / bfloat16."""
import random
import re
import sys

TEMPLATES = ["order", "channels_last", "pad", "split", "select", "expand", "threshold", "follows", "size", "index"]
DTYPES = ["torch.float32", "torch.float64", "torch.bfloat16"]


def _inverse(p):
    inv = [0] * len(p)
    for i, d in enumerate(p):
        inv[d] = i
    return tuple(inv)


def _fake_expr(style, x="x"):
    return {"new_empty": f"{x}.new_empty({x}.shape)",
            "empty_like": f"torch.empty_like({x})",
            "torch_empty": f"torch.empty({x}.shape, dtype={x}.dtype, device={x}.device)"}[style]


def _wrong_layout(rng, r):
    """A dense layout other than row-major for rank r: (the expression of `y` that makes it, words)."""
    if r in (4, 5) and rng.random() < 0.4:
        fmt = "channels_last" if r == 4 else "channels_last_3d"
        return f"y.contiguous(memory_format=torch.{fmt})", fmt
    perm = list(range(r))
    while perm == list(range(r)):
        rng.shuffle(perm)
    perm = tuple(perm)
    if rng.random() < 0.5:
        return f"y.permute{perm}.contiguous().permute{_inverse(perm)}", f"dim order {perm} (permute-contiguous)"
    return f"torch.empty_permuted(y.shape, {perm}, dtype=y.dtype).copy_(y)", f"dim order {perm} (empty_permuted)"


class Case:
    def __init__(self, seed):
        self.seed, self.rng = seed, random.Random(seed)
        rng = self.rng
        self.template = TEMPLATES[seed % len(TEMPLATES)]
        self.dtype = rng.choice(DTYPES)
        self.library = rng.random() < 0.25
        self.fake_style = rng.choice(["new_empty", "empty_like", "torch_empty"])
        self.tuple_out = self.template == "index" or (self.template in ("order", "channels_last", "pad")
                                                      and rng.random() < 0.3)
        self.inference = self.template == "size"  # a wrong size fails a training step at compile: forward only
        self.backward = (not self.tuple_out and self.template in ("order", "channels_last", "pad", "split")
                         and rng.random() < 0.25)
        self.rank = 4 if self.template == "channels_last" else rng.choice([2, 3, 3, 4])
        if self.template == "channels_last" and rng.random() < 0.3:
            self.rank = 5
        self.shape = [rng.choice([3, 5, 6, 7, 9, 10, 12]) for _ in range(self.rank - 1)] + [rng.choice([8, 12, 16, 20])]
        self.extra = False  # a third argument k whose size pads the buffer
        self.caller = "linear"
        # the op called a second time in the graph, on twice the rows (a layer repeated): one fix must cover both
        # (drawn apart, so that the rest of a seed's case stays what it was)
        self.twice = (self.template not in ("threshold",) and not self.backward
                      and random.Random(seed * 7 + 1).random() < 0.3)

    # The kernel's return expression and any lines before it; `y` is x * w, dense row-major.
    def kernel(self):
        rng, r, t = self.rng, self.rank, self.template
        if t == "order":
            expr, words = _wrong_layout(rng, r)
            return [], expr, words
        if t == "channels_last":
            fmt = "channels_last" if r == 4 else "channels_last_3d"
            return [], f"y.contiguous(memory_format=torch.{fmt})", fmt
        if t in ("pad", "split"):
            d = rng.randrange(1, r)
            if t == "split":
                lines = [f"n = y.shape[{d}]", f"buf = y.new_zeros((*y.shape[:{d}], 2 * n, *y.shape[{d + 1}:]))",
                         f"buf.narrow({d}, n, n).copy_(y)"]
                return lines, f"buf.split(n, dim={d})[1]", f"the second half of a buffer twice as wide on dim {d}"
            start_at_pad = rng.random() < 0.5
            if rng.random() < 0.6 and not self.backward:  # op_bw has no third argument
                self.extra = True
                lines = [f"n, p = y.shape[{d}], k.shape[0] - 1"]
                how = "k.shape[0] - 1 (another argument's size)"
            else:
                lines = [f"n = y.shape[{d}]", "p = (n + 7) // 8 * 8 - n"]
                how = "up to a multiple of 8"
                while self.shape[d] % 8 == 0:
                    self.shape[d] += 1
            start = "p" if start_at_pad else "0"
            lines += [f"buf = y.new_zeros((*y.shape[:{d}], n + p, *y.shape[{d + 1}:]))",
                      f"buf.narrow({d}, {start}, n).copy_(y)"]
            return lines, f"buf.narrow({d}, {start}, n)", (f"a slice of a buffer padded on dim {d} by {how}, "
                                                             f"starting {'at the pad' if start_at_pad else 'at 0'}")
        if t == "select":
            d = rng.randrange(1, r)
            lines = [f"buf = y.new_zeros((*y.shape[:{d}], 2, *y.shape[{d}:]))", f"buf.select({d}, 1).copy_(y)"]
            return lines, f"buf.select({d}, 1)", f"row 1 of a buffer with a dim of 2 inserted at {d}"
        if t == "expand":
            d = rng.randrange(r)
            return [], f"y.sum({d}, keepdim=True).expand(y.shape)", f"a reduction over dim {d} expanded (stride 0)"
        if t == "threshold":
            self.tdim = rng.randrange(r)
            self.threshold = self.shape[self.tdim] * 4
            expr, words = _wrong_layout(rng, r)
            self.fake_permuted = rng.random() < 0.3
            lines = [f"if x.shape[{self.tdim}] >= {self.threshold}:", f"    y = {expr}"]
            return lines, "y", f"{words} where x's dim {self.tdim} is {self.threshold} or more, row-major below"
        if t == "size":
            d = rng.randrange(r)
            if rng.random() < 0.6:
                self.extra = True
                pad = "[0, 0] * " + str(r - 1 - d) + " + [0, k.shape[0] - 1]" if d < r - 1 else "[0, k.shape[0] - 1]"
                return [f"pad = {pad}"], "torch.nn.functional.pad(y, pad)", (
                    f"dim {d} grown by k.shape[0] - 1 (a full convolution's L + K - 1), where the fake keeps x's size")
            return [], f"y.sum({d}, keepdim=True)", f"a reduction over dim {d} kept as size 1, where the fake keeps x's"
        if t == "index":
            perm = list(range(r))
            while perm == list(range(r)):
                rng.shuffle(perm)
            lines = [f"idx = torch.empty_permuted(y.shape, {tuple(perm)}, dtype=torch.int64)", "idx.copy_(y > 0)"]
            self.index_dtype = "torch.int32" if rng.random() < 0.4 else "torch.int64"
            return lines, "idx", (f"an int64 second output in dim order {tuple(perm)}" +
                                  (", which the fake says is int32" if self.index_dtype == "torch.int32" else ""))
        if t == "follows":
            self.caller = "channels_last" if r == 4 else "transposed"
            self.fake_style = rng.choice(["new_empty", "torch_empty"])
            return ["out = torch.empty_like(x)", "out.copy_(x * w)"], "out", f"empty_like(x), x {self.caller}"
        raise AssertionError(t)

    def fake(self, out=0):
        if out == 1 and self.template == "index":  # the int64 output, in the fake's own style (int32: a wrong dtype)
            dt = self.index_dtype
            return {"new_empty": f"x.new_empty(x.shape, dtype={dt})",
                    "empty_like": f"torch.empty_like(x, dtype={dt})",
                    "torch_empty": f"torch.empty(x.shape, dtype={dt}, device=x.device)"}[self.fake_style]
        if self.template == "threshold" and self.fake_permuted:
            perm = tuple(reversed(range(self.rank)))
            return f"torch.empty_permuted(x.shape, {perm}, dtype=x.dtype, device=x.device)"
        return _fake_expr(self.fake_style)

    def source(self):
        lines, expr, words = self.kernel()
        ns, r = f"fz{self.seed}", self.rank
        args = "x, w, k" if self.extra else "x, w"
        typed = ", ".join(f"{a}: torch.Tensor" for a in args.split(", "))
        red = tuple(range(r - 1))
        n_out = 2 if self.tuple_out else 1
        wrong = (1 if self.template == "index" else self.rng.randrange(2)) if self.tuple_out else 0
        ret_t = "tuple[torch.Tensor, torch.Tensor]" if self.tuple_out else "torch.Tensor"
        schema_ret = "(Tensor, Tensor)" if self.tuple_out else "Tensor"
        fwd_op, bw_op = ("op_bw", "op") if self.backward else ("op", None)
        kernel_body = ["y = (x * w).contiguous()"] + lines
        if self.tuple_out:
            outs = ["y.clone()", expr] if wrong == 1 else [expr, "y.clone()"]
            ret = f"({outs[0]}, {outs[1]})"
            fake_ret = f"({self.fake()}, {self.fake(1)})"
        else:
            ret, fake_ret = expr, self.fake()
        src = [f'"""advice fuzz case {self.seed}: {self.template}; the kernel returns {words}; rank {r} '
               f'{tuple(self.shape)}, {self.dtype}, fake {self.fake_style}, '
               f'{"Library.impl" if self.library else "custom_op"}'
               f'{", tuple output " + str(wrong) + " wrong" if self.tuple_out else ""}'
               f'{", bug in the backward op" if self.backward else ""}'
               f'{", called twice (twice the rows the second time)" if self.twice else ""}."""', "import torch", ""]
        if self.library:
            src += [f'lib = torch.library.Library("{ns}", "DEF")']
        # The op with the bug: forward op, or the backward op (op_bw: gx = g * w) called by op's autograd.
        if self.backward:
            bug_args, bug_typed = "g, w", "g: torch.Tensor, w: torch.Tensor"
            body = ["y = (g * w).contiguous()"] + lines
            bug_ret, bug_fake = ret, _fake_expr(self.fake_style, "g")
            src += self._define(ns, "op_bw", bug_typed, "torch.Tensor", "Tensor", body, bug_ret, bug_fake,
                                "g, w", marks=True)
            src += self._define(ns, "op", typed, "torch.Tensor", "Tensor", [], "(x * w).contiguous()",
                                _fake_expr("new_empty"), args, marks=False)
        else:
            src += self._define(ns, "op", typed, ret_t, schema_ret, kernel_body, ret, fake_ret, args, marks=True)
        src += self._autograd(ns, args, red, n_out)
        src += self._train(ns, args, r, n_out)
        return "\n".join(src).replace("\n\n\n\n", "\n\n\n") + "\n"

    def _define(self, ns, name, typed, ret_t, schema_ret, body, ret, fake_ret, args, marks):
        km, fm = ("  # KERNEL", "  # FAKE") if marks else ("", "")
        out = []
        if self.library:
            schema = ", ".join("Tensor " + a.split(":")[0] for a in typed.split(", "))
            out += [f'lib.define("{name}({schema}) -> {schema_ret}")', "", ""]
            out += [f"def {name}({args}):"]
        else:
            out += [f'@torch.library.custom_op("{ns}::{name}", mutates_args=())', f"def {name}({typed}) -> {ret_t}:"]
        out += ["    " + ln for ln in body] + [f"    return {ret}{km}", ""]
        if self.library:
            out += [f'lib.impl("{name}", {name}, "CPU")', "", ""]
            out += [f'@torch.library.register_fake("{ns}::{name}")']
        else:
            out += [f"@{name}.register_fake"]
        out += [f"def _{name}_fake({args}):", f"    return {fake_ret}{fm}", "", ""]
        return out

    def _autograd(self, ns, args, red, n_out):
        gs = "g" if n_out == 1 else "g0, g1"
        g = "g" if n_out == 1 else "g0" if self.template == "index" else "(g0 + g1)"  # an int64 output has no grad
        gx = f"torch.ops.{ns}.op_bw({g}, w)" if self.backward else f"{g} * w"
        extra = ", None" if self.extra else ""
        saved = "x, w = ctx.saved_tensors[:2]"
        reg = (f'torch.library.register_autograd("{ns}::op", _bw, setup_context=_setup)' if self.library
               else "op.register_autograd(_bw, setup_context=_setup)")
        if self.backward and self.library:
            reg_bw = f'torch.library.register_autograd("{ns}::op_bw", _bw_bw, setup_context=_setup_bw)'
        elif self.backward:
            reg_bw = "op_bw.register_autograd(_bw_bw, setup_context=_setup_bw)"
        out = [f"def _bw(ctx, {gs}):", f"    {saved}", f"    return {gx}, ({g} * x).sum({red}){extra}", "",
               "", "def _setup(ctx, inputs, output):", f"    ctx.save_for_backward(*inputs)", "", "", reg, "", ""]
        if self.backward:  # op_bw's own autograd is never used (no double backward) but keeps it differentiable
            out += ["def _bw_bw(ctx, gg):", "    return gg * ctx.saved_tensors[1], None", "", "",
                    "def _setup_bw(ctx, inputs, output):", "    ctx.save_for_backward(*inputs)", "", "", reg_bw, "",
                    ""]
        return out

    def _train(self, ns, args, r, n_out):
        s, dt = self.shape, self.dtype
        call = f"torch.ops.{ns}.op"
        k = ", s.k" if self.extra else ""
        loss = "(y.float().relu() * s.c).mean()" if n_out == 1 else "(y[0].float().relu() * s.c).mean() + y[1].float().mean()"
        if self.inference:  # the output's size is not x's: nothing that needs it
            loss = "y.float().relu().mean()"
        doing = "runs two forward steps" if self.inference else "trains two steps"
        out = ["def train():", f'    """Compiles and {doing}: the op sees x of shape {tuple(s)} from a '
                                f'{self.caller} layer."""', "    class M(torch.nn.Module):",
               "        def __init__(s):", "            super().__init__()"]
        if self.caller == "channels_last":  # x: (B, C, H, W) channels_last from an NHWC linear
            b, c, h, w_ = s[0], s[3], s[1], s[2]
            xshape, wlen = (b, c, h, w_), w_
            inp = (b, h, w_, 6)
            out += [f"            s.l = torch.nn.Linear(6, {c})"]
            make_x = "s.l(inp).permute(0, 3, 1, 2)"
        elif self.caller == "transposed":  # x: (..., C, N) from a linear's output transposed
            xshape = (*s[:-2], s[-1], s[-2])
            wlen = s[-2]
            inp = (*s[:-1], 6)
            out += [f"            s.l = torch.nn.Linear(6, {s[-1]})"]
            make_x = "s.l(inp).transpose(-1, -2)"
        else:
            xshape, wlen, inp = tuple(s), s[-1], (*s[:-1], 6)
            out += [f"            s.l = torch.nn.Linear(6, {s[-1]})"]
            make_x = "s.l(inp)"
        out += [f"            s.w = torch.nn.Parameter(torch.linspace(0.5, 1.5, {wlen}))",
                f"            s.register_buffer('c', torch.linspace(-1, 1, {wlen}))"]
        if self.extra:
            out += [f"            s.register_buffer('k', torch.ones({self.rng.choice([3, 4, 5])}))"]
        out += ["", "        def forward(s, inp):", f"            x = {make_x}", f"            y = {call}(x, s.w{k})",
                f"            loss = {loss}"]
        if self.twice:
            again = re.sub(r"\by\b", "y2", loss)  # the same loss of the second call
            reps = (2,) + (1,) * (r - 1)
            out += [f"            y2 = {call}(x.repeat{reps}, s.w{k})",
                    f"            loss = loss + {again}"]
        if self.template == "threshold":
            reps = [1] * r
            reps[self.tdim] = 8
            w2 = "s.w.repeat(8)" if self.tdim == r - 1 else "s.w"
            c2 = "s.c.repeat(8)" if self.tdim == r - 1 else "s.c"
            out += [f"            y2 = {call}(x.repeat{tuple(reps)}, {w2})",
                    f"            loss = loss + (y2.float().relu() * {c2}).mean()"]
        out += ["            return loss", "", f"    m = M().to({dt})"]
        if self.inference:
            return out + ["    c = torch.compile(m)", "    with torch.no_grad():", "        for _ in range(2):",
                          f"            c(torch.randn{tuple(inp)}.to({dt}))"]
        out += ["    opt = torch.optim.AdamW(m.parameters(), lr=1e-3)",
                "    c = torch.compile(m)", "    for _ in range(2):",
                f"        c(torch.randn{tuple(inp)}.to({dt})).backward()", "        opt.step()",
                "        opt.zero_grad()"]
        return out


def case(seed):
    c = Case(seed)
    src = c.source()
    return f"fuzz{seed}_{c.template}", src.splitlines()[0].strip('"'), src


if __name__ == "__main__":
    print(case(int(sys.argv[1]))[2])
