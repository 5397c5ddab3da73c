# AOT ID: ['0_forward']
from ctypes import c_void_p, c_long, c_int
import torch
