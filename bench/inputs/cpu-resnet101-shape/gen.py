"""A graph of a few hundred asserted ops, for bench/bench_ops.py (issue 22's "Performance": "a graph of a few hundred
asserted ops"): a ResNet-101-shaped net (bottleneck blocks [3, 4, 23, 3], widths 16/32/64/128 expanded 4x, stem conv
7x7/2 + BN + ReLU + maxpool, 1x1 downsampling convs, global average pool, linear head) written here (torchvision is
not on the CPU machine), channels_last, batch 2 at 64x64, trained one step (forward and backward) under
torch.compile with the default CPU inductor settings. As in fixtures/cpu-resnet-block (its ResNet-18 twin), every
asserted call is expected to be a convolution: 104 extern_kernels.convolution in forward.py and 104
aten.convolution_backward in backward.py (the stem's computes no grad input). Narrow and small so that the kernels
cost little: what is measured is the judging of many calls, most of them repeats of an earlier one's layouts.
Not a fixture (no expected/ answers; nothing in the test suite reads it).
Regenerate (CPU, several minutes): .venv/bin/python fixtures/tools/capture.py bench/inputs/cpu-resnet101-shape --device cpu"""
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "fixtures", "tools"))
import torch
import torch.nn.functional as F
from op_models import train_step


class Bottleneck(torch.nn.Module):
    """torchvision's ResNet Bottleneck (1x1 reduce, 3x3 with the stride, 1x1 expand 4x), written here."""

    def __init__(self, cin, width, stride=1):
        super().__init__()
        cout = 4 * width
        self.c1, self.b1 = torch.nn.Conv2d(cin, width, 1, bias=False), torch.nn.BatchNorm2d(width)
        self.c2, self.b2 = torch.nn.Conv2d(width, width, 3, stride=stride, padding=1, bias=False), torch.nn.BatchNorm2d(width)
        self.c3, self.b3 = torch.nn.Conv2d(width, cout, 1, bias=False), torch.nn.BatchNorm2d(cout)
        self.down = None
        if stride != 1 or cin != cout:
            self.down = torch.nn.Sequential(torch.nn.Conv2d(cin, cout, 1, stride=stride, bias=False),
                                            torch.nn.BatchNorm2d(cout))

    def forward(self, x):
        idt = x if self.down is None else self.down(x)
        y = F.relu(self.b1(self.c1(x)))
        y = F.relu(self.b2(self.c2(y)))
        return F.relu(self.b3(self.c3(y)) + idt)


class ResNet101Shape(torch.nn.Module):
    def __init__(self, width=16, layers=(3, 4, 23, 3), classes=10):
        super().__init__()
        self.stem = torch.nn.Sequential(torch.nn.Conv2d(3, width, 7, stride=2, padding=3, bias=False),
                                        torch.nn.BatchNorm2d(width), torch.nn.ReLU(),
                                        torch.nn.MaxPool2d(3, stride=2, padding=1))
        blocks, cin = [], width
        for i, n in enumerate(layers):
            w = width * 2 ** i
            for j in range(n):
                blocks.append(Bottleneck(cin, w, 2 if (i > 0 and j == 0) else 1))
                cin = 4 * w
        self.blocks = torch.nn.Sequential(*blocks)
        self.head = torch.nn.Linear(cin, classes)

    def forward(self, x):
        return self.head(self.blocks(self.stem(x)).mean(dim=(2, 3)))


def main(ctx):
    torch.manual_seed(0)
    model = ResNet101Shape().to(memory_format=torch.channels_last)
    x = torch.randn(2, 3, 64, 64).to(memory_format=torch.channels_last)
    target = torch.randint(0, 10, (2,))
    loss = train_step(model, x, loss_fn=lambda out: F.cross_entropy(out, target))
    ctx.note("loss", loss.item())
