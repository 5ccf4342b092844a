#!/usr/bin/env python3
"""Generates the kernel interface and the SPIR-V block of vk_reduce.h from shaders/.

One table below (INTERFACE) defines what the GLSL kernels and the C dispatcher share: the
specialization-constant ids, the binding indices, the push-constant block and the scratch
layout. From it this script writes
  - shaders/interface.glsl (committed; the kernels include it), and
  - the C block between the BEGIN/END GENERATED INTERFACE markers of vk_reduce.h.
Then, for every kernel family (KERNELS: one row each) x element type x op class x kernel path, it
compiles the layered GLSL (shaders/*.comp with -DPATH_* and -DTYPE_*) with glslangValidator (no
debug info in the output), inlines the structure of the families whose row says inline (the reduce
and rows kernels) into main with spirv-opt (speed on the H100; HELPER_FUNCTIONS may keep chosen
helpers as functions: none now), validates it with spirv-val, reads back from the SPIR-V what the
module needs (subgroup operations from its capabilities, shaderFloat64 / shaderInt64, and
shaderSubgroupExtendedTypes where a group operation works on a 64-bit integer), checks it against
the path's promise (the shared-memory path uses no subgroup operation, no path needs more than the
table allows, the specialization constants are the interface's), and writes the words as `static
const uint32_t` arrays plus one table between the BEGIN/END GENERATED SPIR-V markers. The
subgroup-size probe (shaders/probe.comp, run once at context creation) is one more module in that
table: basic subgroup built-ins only, specialization constant 0 only. A family also gets the op
classes its row's `widened` names (WIDENED_CLASSES: no arg, transform or compensated class) once
per widened input (WIDENED: f16/bf16/8/16-bit inputs, and f32/i32/u32 with a 64-bit accumulator)
x accumulator (all, or each input's default) x path: the reduce every plain class and moments,
the rows family moments of f16 / bf16 in f32. They compile as the accumulator's TYPE_* plus
INPUT_*, with the accumulator's vkr_type in the table's last column; inspect() refuses any 8/16-bit capability (none
is needed: the inputs are read as 32-bit words). The 8-bit inputs (integer dot product) and f16
(hardware conversion) also get a native-path module that needs an optional feature
(FEATURE_INPUTS), listed before the plain module of the same key.

    python3 gen/gen.py            rewrite shaders/interface.glsl and vk_reduce.h in place
    python3 gen/gen.py --check    exit 1 if either differs from what would be generated
    python3 gen/gen.py --define VKR_ABLATE_STAGE=1 --output DIR/vk_reduce.h
                                  a benchmark-only header: every module compiled with the extra
                                  macros (shaders/reduce.comp's ablation stages; docs/performance.md)

Output is deterministic: fixed iteration order, no timestamps, LF line ends. It records the tool
versions, because another glslang may emit other (equally valid) words.
"""
import argparse
import multiprocessing
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEADER = os.path.join(ROOT, "vk_reduce.h")
SHADERS = os.path.join(ROOT, "shaders")
INTERFACE_GLSL = os.path.join(SHADERS, "interface.glsl")
BEGIN = "/* BEGIN GENERATED SPIR-V"
END = "/* END GENERATED SPIR-V */"
IBEGIN = "/* BEGIN GENERATED INTERFACE"
IEND = "/* END GENERATED INTERFACE */"

# ---------------------------------------------------------------------------------------------
# The kernel interface: the one definition GLSL and C share.
# ---------------------------------------------------------------------------------------------
INTERFACE = {
    # specialization constants: (name, id, what); each family's KERNELS row lists those it reads
    "spec": [
        ("WORKGROUP_SIZE", 0, "invocations per workgroup (local_size_x_id)"),
        ("OP", 1, "the vkr_op; the driver folds every `OP ==` test"),
        ("SUBGROUP_SIZE", 2, "the subgroup size the pipeline runs at (native and shuffle paths)"),
        ("SCAN_PASS", 3, "scan kernels: SCAN_PASS_* (single pass, or a pass of reduce-then-scan)"),
        ("SCAN_TESTING", 4, "scan kernels: vkr_testing_scan_flags (0 outside tests)"),
        ("REDUCE_VARIANT", 5, "reduce kernels: REDUCE_VARIANT_* bits, fixed per pipeline so the driver folds them"),
        ("ROWS_SUBGROUP", 6, "rows kernels (native, shuffle): 1 each subgroup reduces whole rows (short rows), 2 whole segments or rows of any length, a short row at a time, 0 workgroups per row; the driver drops the others"),
        ("SCAN_ROWS", 7, "scan kernels: 1 row scans (rows of row_length elements, row_stride / out_stride apart, seg_chunks tiles each, each from its own initial value), 0 one range"),
        ("SELECT_MODE", 8, "select kernels: the record's 32-bit words | the key's word in it << 8 | 1 u32 flags, 2 u8 flags, 3 a comparison << 16"),
        ("SCAN_SEGMENTS", 9, "segmented scan kernels: where segments start (binding INIT): 1 u32 head flags, 2 u8 head flags, 3 u32 begin offsets"),
    ],
    "scan_passes": [
        ("SINGLE", 0, "chained scan with decoupled look-back and fallback"),
        ("UPSWEEP", 1, "reduce-then-scan 1: each tile's aggregate"),
        ("SPINE", 2, "reduce-then-scan 2: one workgroup scans the aggregates"),
        ("DOWNSWEEP", 3, "reduce-then-scan 3: each tile scanned from its prefix"),
        ("TILE", 4, "a range of one tile, either algorithm: one workgroup, no status"),
    ],
    # bits of the reduce kernels' specialization constant REDUCE_VARIANT: (name, value, what)
    "reduce_variants": [
        ("COUNT_BUFFER", 1, "the count is read from binding COUNTS (with PUSH_FLAG_COUNT_BUFFER), not the push constant"),
        ("VALUES_ONLY", 2, "argmin / argmax / minmax: values only, no index (VKR_REDUCE_VALUES_ONLY)"),
        ("ADD_KEEPS_NEGATIVE_ZERO", 4, "native path, f32 add: the driver's subgroupAdd keeps -0.0 (the creation probe saw it), so sg_reduce takes no vote"),
    ],
    # descriptor bindings of set 0, all storage buffers: (name, binding, what)
    "bindings": [
        ("INPUT", 0, "the input range (read only)"),
        ("OUTPUT", 1, "the result element (write only)"),
        ("SCRATCH", 2, "counters, carries, reduce partials, scan tile status"),
        ("INIT", 3, "scan: the initial value (read only; PUSH_FLAG_INIT_BUFFER); rows kernel: the segment offsets (PUSH_FLAG_SEGMENTS); segmented scans: the head flags or begin offsets"),
        ("INPUT2", 4, "transform-reduce: the second input of VKR_OP_DOT (read only)"),
        ("COUNTS", 5, "reduce, rows: the GPU-resident count (u32 word count_index; PUSH_FLAG_COUNT_BUFFER); select: the count written (and read back by PARTITION)"),
        ("INDIRECT", 6, "select: the VkDispatchIndirectCommand written (PUSH_FLAG_SELECT_DISPATCH; word out_stride)"),
    ],
    # push constants, in this order, each a 32-bit unsigned integer: (name, what)
    "push": [
        ("count", "elements in this dispatch's range"),
        ("first", "index of the range's first element in the bound input (select: of its first record's first 32-bit word)"),
        ("group_base", "index of this dispatch's first partial; select: the most workgroups a dispatch command may ask for"),
        ("group_total", "partials of the whole reduce (all ranges)"),
        ("out_index", "element index of the result (scan: of the first output; select: word of the first record) in the bound output"),
        ("flags", "PUSH_FLAG_* bits"),
        ("init_lo", "scan: the initial value's low 32 bits (INIT_VALUE), or its element index (INIT_BUFFER); "
                    "reduce, argmin/argmax/minmax: the range's first element index in the whole reduce, low 32 bits"),
        ("init_hi", "scan: the initial value's high 32 bits (INIT_VALUE, 64-bit types); reduce, arg ops: that index's high 32 bits; "
                    "select: the constant's low (init_lo) and high words; a 32-bit constant is init_hi"),
        # appended by the rows helper (row / segmented reduce, GPU-resident counts)
        ("count_index", "COUNT_BUFFER (and select): index of the u32 count word in binding COUNTS"),
        ("count_base", "reduce with COUNT_BUFFER, select, segmented scans: elements before this dispatch's range"),
        ("seg_count", "rows kernel: rows / segments (the bound with COUNT_BUFFER); select: the output's capacity (elements); segmented scans: the begin offsets"),
        ("row_length", "rows kernel: elements per row; select: the vkr_select_mode"),
        ("row_stride", "rows kernel: elements between row starts; select: the key's vkr_type (comparisons)"),
        ("out_stride", "rows kernel: elements between results; select: the dispatch command's first word in binding INDIRECT"),
        ("seg_chunks", "rows kernel: workgroups per row (> 1: partials, then a FOLD dispatch); select: the dispatch command's workgroup size"),
        ("offsets_index", "rows kernel, SEGMENTS: index of the first offset's (first) 32-bit word in binding INIT; select: of the first index"),
        ("first2", "transform-reduce: index of the second input's first element in binding INPUT2; select: of the first flag; "
                   "segmented scans: of the first head flag (u8: byte) or begin offset in binding INIT"),
    ],
    # push constants that only the modules of a user-defined operator declare (after the others)
    "push_user": [
        ("init_w2", "scan of a user-defined operator: the initial value's third 32-bit word (INIT_VALUE)"),
        ("init_w3", "scan of a user-defined operator: the initial value's fourth 32-bit word (INIT_VALUE)"),
    ],
    "push_flags": [
        ("EMPTY", 1, "reduce: the whole input is empty: write the public identity"),
        ("EXCLUSIVE", 2, "scan: exclusive (else inclusive)"),
        ("INIT_VALUE", 4, "scan: the initial value is init_lo/init_hi"),
        ("INIT_BUFFER", 8, "scan: the initial value is element init_lo of binding INIT"),
        ("CARRY_IN", 16, "scan: a later range: the initial value is the carry the previous range left"),
        ("CARRY_OUT", 32, "scan: more ranges follow: the last tile leaves its inclusive value as the carry"),
        ("CARRY_SLOT", 64, "scan: read carry slot 1 and write slot 0 (else read 0, write 1)"),
        ("IN_PLACE", 128, "scan: the output may alias the input: order the status before the outputs"),
        ("COUNT_BUFFER", 256, "reduce, rows: the count (rows kernel: the row / segment count) is read from binding COUNTS, clamped to the bound"),
        ("SEGMENTS", 512, "rows kernel: segment s is [offsets[s], offsets[s + 1]) (else rows of row_length at row_stride)"),
        ("FOLD", 1024, "rows kernel: second dispatch, fold each row's seg_chunks partials into its result"),
        ("OFFSETS64", 2048, "rows kernel, SEGMENTS: the offsets are 64-bit (low word first)"),
        ("SAMPLE", 8192, "moments: variance and standard deviation with count - 1 (else count)"),
        ("SHIFT", 16384, "moments: write the mean minus init_lo/init_hi (the accumulator's bits): vkr_reduce's host chunks"),
        ("SELECT_COUNT_ONLY", 32768, "select: count only (write no element): partition's first dispatch"),
        ("SELECT_PARTITION", 65536, "select: the unselected elements follow the selected ones, from the count in binding COUNTS"),
        ("SELECT_RECORDS", 131072, "select: write the elements' records to binding OUTPUT"),
        ("SELECT_INDICES", 262144, "select: write the elements' indices to binding INIT"),
        ("SELECT_COUNT", 524288, "select: the last tile writes the count to binding COUNTS, word count_index"),
        ("SELECT_DISPATCH", 1048576, "select: the last tile writes the dispatch command to binding INDIRECT, word out_stride"),
        ("SCAN_TOTAL", 2097152, "scan of a user-defined operator: write no element, only the total at out_index (one-tile pass, "
                                "or the upsweep's last workgroup after the spans of tiles): a reduce in index order"),
        ("WINDOW", 4096, "rows kernel, SEGMENTS: the input is bound as one window of a larger one: elements "
                         "[count_base, count_base + count); each segment's part in it goes to partial "
                         "s * group_total + group_base (a FOLD dispatch combines the windows)"),
    ],
    # scratch region: a header (the ticket counter at byte 0, every reduce leaves it at 0),
    # then one partial per workgroup. 32 bytes per partial: the fused min+max of a 64-bit type
    # carries two (8-byte rank, 8-byte index) pairs (ops.glsl ArgAcc); compensated sums carry two
    # values. (16 before argmin: the region grew by 8192 x 16 bytes.)
    # The scan's header words: DONE (tiles finished), PARITY (status half the next single-pass
    # dispatch uses), DIRTY0/1 (tiles written into each half since it was last cleared),
    # FALLBACKS (count, only grows), CARRY0/1 (two 8-byte slots: a range reads one, writes the
    # other). Then, after the partials, two halves of scan tile status (SCAN_STATUS_BYTES per
    # tile: four 32-bit words for the aggregate, four for the inclusive value, each a 16-bit piece
    # with a flag in the high half), then reduce-then-scan's aggregates and prefixes (8 bytes each).
    "scratch": {"header_bytes": 48, "counter_offset": 0, "partial_bytes": 32, "max_partials": 8192,
                "words": [("COUNTER", 0), ("DONE", 1), ("PARITY", 2), ("DIRTY0", 3), ("DIRTY1", 4),
                          ("FALLBACKS", 5), ("CARRY0", 6), ("CARRY1", 8)],
                "scan_max_tiles": 32768, "scan_status_bytes": 32, "scan_vectors": 4,
                # (not scratch) rows kernel, subgroup rows: 16-byte vectors per lane at most
                "rows_subgroup_vectors": 8},
}

SPEC_ID = {name: sid for name, sid, _ in INTERFACE["spec"]}


def scratch_layout():
    """Byte offsets of the scratch regions, derived from the table."""
    s = INTERFACE["scratch"]
    status = s["header_bytes"] + s["max_partials"] * s["partial_bytes"]
    half = s["scan_max_tiles"] * s["scan_status_bytes"]
    rts = status + 2 * half
    total = rts + 2 * s["scan_max_tiles"] * 8
    assert status % 8 == 0 and half % 16 == 0
    return {"SCAN_STATUS_OFFSET": status, "SCAN_STATUS_HALF_BYTES": half, "SCAN_RTS_OFFSET": rts, "TOTAL_BYTES": total}

# vkr_op values (the public enum in vk_reduce.h is checked against these at compile time)
OPS = {"add": 1, "mul": 2, "min": 3, "max": 4, "and": 5, "or": 6, "xor": 7, "argmin": 8, "argmax": 9, "minmax": 10,
       "dot": 11, "sum_squares": 12, "norm2": 13, "moments": 14}
# ops with a (value, index) result: their own op class on every type (EXTRA_CLASSES "arg")
ARG_OPS = ["argmin", "argmax", "minmax"]
# The compensated (Kahan-Neumaier) variant of an op is looked up as op + COMPENSATED_OP_BIT in
# a module's op mask (vk_reduce.h: VKR__OP_KEY_COMPENSATED); its specialization constant OP is
# the plain op.
COMPENSATED_OP_BIT = 16
# vkr_feature_flags bits a module may need
FEATURE_FLOAT64, FEATURE_INT64, FEATURE_SUBGROUP_EXTENDED_TYPES = 1, 2, 4
FEATURE_INTEGER_DOT_PRODUCT, FEATURE_FLOAT16 = 64, 128
TYPES = [  # name, vkr_type, is_float, element bytes
    ("f32", 1, True, 4), ("f64", 2, True, 8), ("i32", 3, False, 4),
    ("u32", 4, False, 4), ("i64", 5, False, 8), ("u64", 6, False, 8)]
# Reduce inputs with an accumulator wider than the element (reduce kernel only): element name,
# its vkr_type, then the accumulators it may have, the default first (vkr_default_accumulator:
# as torch and numpy, f16/bf16 -> f32 and 8/16-bit integers -> 32-bit). The module computes in
# the accumulator's type (TYPE_*; also the result's type) and converts the stored elements
# (INPUT_*, shaders/ops.glsl) from 32-bit words, so it needs no 8/16-bit feature (inspect()
# checks). Table rows carry the accumulator's vkr_type; rows of TYPES carry 0 (= the element's).
NARROW_TYPES = [("f16", 7, 2), ("bf16", 8, 2), ("i8", 9, 1), ("u8", 10, 1), ("i16", 11, 2), ("u16", 12, 2)]
WIDENED = [  # element, accumulators
    ("f32", ["f64"]), ("i32", ["i64"]), ("u32", ["u64"]),
    ("f16", ["f32", "f64"]), ("bf16", ["f32", "f64"]), ("i8", ["i32", "i64"]), ("u8", ["u32", "u64"]),
    ("i16", ["i32", "i64"]), ("u16", ["u32", "u64"])]
TYPE_VALUE = dict([(n, v) for n, v, _, _ in TYPES] + [(n, v) for n, v, _ in NARROW_TYPES])
TYPE_IS_FLOAT = dict([(n, f) for n, _, f, _ in TYPES])
# Kernel paths (vkr_kernel_path values): name, value, define, subgroup operations
# (VkSubgroupFeatureFlags) a module of the path may use at most.
SG_BASIC, SG_VOTE, SG_ARITHMETIC, SG_BALLOT = 0x1, 0x2, 0x4, 0x8
SG_SHUFFLE, SG_SHUFFLE_RELATIVE, SG_CLUSTERED, SG_QUAD = 0x10, 0x20, 0x40, 0x80
PATHS = [
    ("native", 1, "PATH_NATIVE", SG_BASIC | SG_VOTE | SG_ARITHMETIC),
    ("shuffle", 2, "PATH_SHUFFLE", SG_BASIC | SG_SHUFFLE | SG_SHUFFLE_RELATIVE),
    ("shared", 3, "PATH_SHARED", 0),
]
# op classes a widened-input module may have (the accumulator type's plain classes, and moments):
# no arg, transform or compensated module reads a narrow input (vk_reduce.h refuses those)
WIDENED_CLASSES = ("addmul", "minmax", "all", "moments")
# Kernel families: everything gen.py knows of a family is its row here, in module-table order. A
# new family is a shaders/<name>.comp plus a row (plus INTERFACE entries for any new
# specialization constant, push constant, push flag or binding). Fields:
#   name          the family: VKR__KERNEL_<NAME> in vk_reduce.h, its modules' pack-group names
#   source        its kernel in shaders/
#   value         its vkr__kernel value (the module table's first column; PROBE has 1)
#   spec          the specialization constants (INTERFACE["spec"] names) its modules declare:
#                 gen.py fails on a module that declares other ones
#   shared_lacks  those of spec the shared-path modules (and the one compensated module) lack
#   classes       its op classes beyond each type's plain ones (EXTRA_CLASSES names)
#   widened       the op classes (WIDENED_CLASSES or a part) it also builds for widened inputs
#                 (WIDENED, FEATURE_INPUTS), and for which accumulators: "all" of WIDENED, or
#                 "default" (each narrow element's default accumulator only: rows have no
#                 accumulator field); () and None: none
#   inline        whether spirv-opt inlines its structure into main (INLINE_PASSES, below)
#   form          how the library's refusals name the family ("no scan", "no row / segmented
#                 form"): vk_reduce.h reads it, with classes and widened, from the generated
#                 vkr__families table
#   optout        (VK_REDUCE_NO_* macro, what it leaves out), or None: always built. The macro
#                 leaves out the family's pack groups; its OPTOUTS bit follows the previous
#                 families' (the later bits move up: only generated code names them).
#   types, defines, plain, single (optional) the only types it is built for, macros every module
#                 of it gets, its op classes in place of each type's plain ones, and whether each
#                 of its modules is compiled once on the shared-memory layers for every path
KERNELS = [
    {"name": "reduce", "source": "reduce.comp", "value": 0,
     "spec": ["WORKGROUP_SIZE", "OP", "SUBGROUP_SIZE", "REDUCE_VARIANT"], "shared_lacks": ["SUBGROUP_SIZE"],
     "classes": ["arg", "xform", "comp", "moments"], "widened": (WIDENED_CLASSES, "all"), "inline": True, "form": "reduce",
     "optout": None},
    {"name": "scan", "source": "scan.comp", "value": 2,
     "spec": ["WORKGROUP_SIZE", "OP", "SUBGROUP_SIZE", "SCAN_PASS", "SCAN_TESTING", "SCAN_ROWS"], "shared_lacks": ["SUBGROUP_SIZE"],
     "classes": [], "widened": ((), None), "inline": False, "form": "scan", "optout": ("VK_REDUCE_NO_SCAN", "prefix scans")},
    {"name": "rows", "source": "rows.comp", "value": 3,
     "spec": ["WORKGROUP_SIZE", "OP", "SUBGROUP_SIZE", "ROWS_SUBGROUP"], "shared_lacks": ["SUBGROUP_SIZE", "ROWS_SUBGROUP"],
     "classes": ["moments"], "widened": (("moments",), "default"), "inline": True, "form": "row / segmented form",
     "optout": ("VK_REDUCE_NO_ROWS", "row and segmented reduces")},
    # stream compaction: the scan kernel's single pass over 0/1 selections (KERNEL_SELECT), one
    # module per path (the key type and the comparison are SELECT_MODE; keys are compared on
    # 32-bit words, so no module needs a 64-bit feature)
    {"name": "select", "source": "scan.comp", "value": 4,
     "spec": ["WORKGROUP_SIZE", "OP", "SUBGROUP_SIZE", "SCAN_PASS", "SCAN_TESTING", "SCAN_ROWS", "SELECT_MODE"],
     "shared_lacks": ["SUBGROUP_SIZE"], "classes": [], "widened": ((), None), "inline": False, "form": "select",
     "optout": ("VK_REDUCE_NO_SELECT", "stream compaction (vkr_cmd_select)"),
     "types": ["u32"], "defines": ["KERNEL_SELECT"], "plain": [("select", ["add"], ["OPCLASS_ALL"], False, False)]},
    # segmented scans: the scan kernel on (head, value) pairs (KERNEL_SEGMENTS), every type and op
    # of the scan. The pairs' workgroup scan is shared memory only, so one module per type and op
    # class, compiled on the shared-memory layers, serves every path ("single"): on the H200 it
    # ran as fast as native-path builds (1,000 x 1,024 f32 by u8 flags 10.6 against 10.7 us, 64
    # x 2^20 319 against 327), and the plain scan's modules stay as they were (a spec-constant
    # switch in them cost plain f32 / u32 scans 10-17% at 2^24-2^28 on the H200)
    {"name": "segments", "source": "scan.comp", "value": 5,
     "spec": ["WORKGROUP_SIZE", "OP", "SUBGROUP_SIZE", "SCAN_PASS", "SCAN_TESTING", "SCAN_ROWS", "SCAN_SEGMENTS"],
     "shared_lacks": ["SUBGROUP_SIZE"], "classes": [], "widened": ((), None), "inline": False, "form": "segmented scan",
     "optout": ("VK_REDUCE_NO_SEGMENTS", "segmented scans (vkr_cmd_scan_segments, vkr_scan_segments)"),
     "defines": ["KERNEL_SEGMENTS"], "single": True},
]
# The subgroup-size probe: one module (no type, op or path), run at context creation with the
# native / shuffle pipelines' subgroup-size settings. Table row: kernel PROBE, type 0, path 0.
PROBE = ("probe", "probe.comp", 1)


XFORM_OPS = ["dot", "sum_squares", "norm2"]  # transform-reduces (EXTRA_CLASSES "xform")
MOMENTS_OPS = ["moments"]  # count, mean and M2 (EXTRA_CLASSES "moments")
# Op classes a family takes on top of each type's plain ones (its KERNELS row's classes), in
# module order: name, ops, defines, compensated (its ops keyed op + COMPENSATED_OP_BIT), single
# (one module, compiled on the shared-memory layers, serves every path's table row), which types
# get it (type name, is_float), opt-out macro (VK_REDUCE_NO_*, what it leaves out) and pack-group
# name.
EXTRA_CLASSES = [
    {"name": "arg", "ops": ARG_OPS, "defines": ["OPCLASS_ARG"], "compensated": False, "single": False, "types": lambda t, f: True,
     "optout": ("VK_REDUCE_NO_ARG", "argmin, argmax, minmax"), "group": "arg"},
    # transform-reduces: a second input binding, a transform at load
    {"name": "xform", "ops": XFORM_OPS, "defines": ["OPCLASS_XFORM"], "compensated": False, "single": False, "types": lambda t, f: f,
     "optout": ("VK_REDUCE_NO_TRANSFORM", "dot, sum_squares, norm2"), "group": "transform"},
    # compensated: (hi, lo) accumulators, one module for every path (below)
    {"name": "comp", "ops": ["add"] + XFORM_OPS, "defines": ["OPCLASS_COMP"], "compensated": True, "single": True,
     "types": lambda t, f: t == "f32", "optout": ("VK_REDUCE_NO_COMPENSATED", "VKR_REDUCE_COMPENSATED"),
     "group": "compensated"},
    # mean and variance: (count, mean, M2) structs merged with Chan's formula, which no subgroup
    # arithmetic does: one module for every path, as the compensated class; float types, and
    # (WIDENED_CLASSES) f16 / bf16 / f32 inputs with a wider accumulator
    {"name": "moments", "ops": MOMENTS_OPS, "defines": ["OPCLASS_MOMENTS"], "compensated": False, "single": True,
     "types": lambda t, f: f, "optout": ("VK_REDUCE_NO_MOMENTS", "VKR_OP_MOMENTS (mean and variance)"), "group": "moments"},
]
EXTRA_CLASS = {c["name"]: c for c in EXTRA_CLASSES}
# Faster narrow sums where the device has an optional feature: one more module per element x
# accumulator, native path only, listed before the plain modules of the same key so that
# vk_reduce.h takes it where the context has the feature (inspect() finds it in the SPIR-V) and
# the plain one elsewhere and on the other paths. element: (name part, defines, ops).
# - i8 / u8: one integer dot product per word (shaders/ops.glsl INPUT_DOT;
#   VKR_FEATURE_INTEGER_DOT_PRODUCT). H100, u8 sum of 2^28: 0.99x the CUDA read kernel, against
#   0.978x unpacking each byte (measured; git history keeps the run).
# - f16: the hardware conversion (INPUT_F16_HW: Float16 and DenormPreserve 16; VKR_FEATURE_FLOAT16,
#   and the library checks shaderDenormPreserveFloat16). H100, f16 sum of 2^28: 0.99x the read
#   kernel, against 0.968x converting on the bits.
FEATURE_INPUTS = {
    "i8": ("dot", ["INPUT_I8", "INPUT_DOT", "OPCLASS_ALL"], ["add"]),
    "u8": ("dot", ["INPUT_U8", "INPUT_DOT", "OPCLASS_ALL"], ["add"]),
    "f16": ("hw", ["INPUT_F16", "INPUT_F16_HW", "OPCLASS_ADDMUL"], ["add", "mul"]),
}


def op_classes(type_name, is_float, family):
    """Modules per type: the ops in one module share an accumulator type; the op itself is a
    specialization constant. Rows: (class, ops, defines, compensated, single). The type's plain
    classes, then those of the family's extra classes (its KERNELS row) that the type gets."""
    if "plain" in family:
        classes = list(family["plain"])
    elif is_float:
        classes = [("addmul", ["add", "mul"], ["OPCLASS_ADDMUL"], False, False),
                   ("minmax", ["min", "max"], ["OPCLASS_MINMAX"], False, False)]
    else:
        classes = [("all", [o for o in OPS if o not in XFORM_OPS + ARG_OPS + MOMENTS_OPS], ["OPCLASS_ALL"], False, False)]
    for c in EXTRA_CLASSES:
        if c["name"] in family["classes"] and c["types"](type_name, is_float):
            classes.append((c["name"], c["ops"], c["defines"], c["compensated"], c["single"]))
    if family.get("single"):  # the family's every module serves every path
        classes = [c[:4] + (True,) for c in classes]
    return classes


# A compensated module merges (hi, lo) pairs with TwoSum, which no subgroup arithmetic does:
# it is compiled once on the shared-memory layers (PATH_SHARED: no subgroup operation, any
# subgroup size) and that one module serves every path's table row. The cost is the shared
# tree once per workgroup, against a memory-bound grid loop.


# ---------------------------------------------------------------------------------------------
# Interface outputs
# ---------------------------------------------------------------------------------------------
def interface_glsl():
    i = INTERFACE
    s = i["scratch"]
    out = ["// vk_reduce kernel interface: machine generated by gen/gen.py from its INTERFACE table,",
           "// do not edit. vk_reduce.h's BEGIN/END GENERATED INTERFACE block comes from the same table.",
           "#ifndef VKR_INTERFACE_GLSL",
           "#define VKR_INTERFACE_GLSL",
           "",
           "// specialization constant ids"]
    for name, sid, what in i["spec"]:
        out.append("#define SPEC_%s %d // %s" % (name, sid, what))
    out += ["", "// descriptor set 0 bindings (storage buffers)"]
    for name, b, what in i["bindings"]:
        out.append("#define BINDING_%s %d // %s" % (name, b, what))
    out += ["", "// scratch layout (bytes; header words as 32-bit word indices). COUNTER: the tickets of a",
            "// reduce, of a single-pass scan and of a user-defined operator's reduce; 0 between dispatches",
            "#define SCRATCH_HEADER_BYTES %d" % s["header_bytes"],
            "#define SCRATCH_COUNTER_OFFSET %d" % s["counter_offset"],
            "#define SCRATCH_PARTIAL_BYTES %d" % s["partial_bytes"],
            "#define SCRATCH_MAX_PARTIALS %d" % s["max_partials"]]
    for name, w in s["words"]:
        out.append("#define SCRATCH_WORD_%s %du" % (name, w))
    for name, v in scratch_layout().items():
        out.append("#define SCRATCH_%s %du" % (name, v))
    out += ["#define SCAN_MAX_TILES %du // tiles per dispatch" % s["scan_max_tiles"],
            "#define SCAN_STATUS_BYTES %du // per tile" % s["scan_status_bytes"],
            "#define SCAN_VECTORS %du // 16-byte vectors per invocation per tile" % s["scan_vectors"],
            "#define ROWS_SUBGROUP_VECTORS %du // rows kernel, subgroup rows: 16-byte vectors per lane at most" % s["rows_subgroup_vectors"],
            "", "// scan passes (specialization constant SPEC_SCAN_PASS)"]
    for name, v, what in i["scan_passes"]:
        out.append("#define SCAN_PASS_%s %du // %s" % (name, v, what))
    out += ["", "// vkr_op values"]
    for name, v in OPS.items():
        out.append("#define OP_%s %du" % (name.upper(), v))
    out += ["", "// vkr_type values"]
    for name, v, _, _ in TYPES:
        out.append("#define VKR_TYPE_%s %du" % (name.upper(), v))
    out += ["", "// push-constant flags"]
    for name, v, what in i["push_flags"]:
        out.append("#define PUSH_FLAG_%s %du // %s" % (name, v, what))
    for name, v, what in i["reduce_variants"]:
        out.append("#define REDUCE_VARIANT_%s %du // %s" % (name, v, what))
    out += ["", "layout(push_constant) uniform Push {"]
    for name, what in i["push"]:
        out.append("    uint %s; // %s" % (name, what))
    out.append("#if defined(TYPE_USER)")
    for name, what in i["push_user"]:
        out.append("    uint %s; // %s" % (name, what))
    out += ["#endif", "} pc;", "", "#endif", ""]
    return "\n".join(out)


def interface_c():
    i = INTERFACE
    s = i["scratch"]
    assert s["counter_offset"] == 0 and s["header_bytes"] % 16 == 0 and s["partial_bytes"] % 8 == 0
    out = [IBEGIN + ": machine generated by gen/gen.py from its INTERFACE table, do not edit.",
           "   shaders/interface.glsl comes from the same table; `make gen-check` fails on any difference. */"]
    for name, sid, what in i["spec"]:
        out.append("#define VKR__SPEC_%s %du /* %s */" % (name, sid, what))
    # the values of a pipeline's specialization constants: member k is constant id k (a kernel
    # ignores the ids it lacks), so the struct is the VkSpecializationInfo's data as it is
    assert [sid for _, sid, _ in i["spec"]] == list(range(len(i["spec"])))
    out.append("typedef struct vkr__spec {")
    for name, sid, what in i["spec"]:
        out.append("    uint32_t %s; /* %s */" % (name.lower(), what))
    out.append("} vkr__spec;")
    out.append("#define VKR__SPEC_COUNT %du" % len(i["spec"]))
    for name, b, what in i["bindings"]:
        out.append("#define VKR__BINDING_%s %du /* %s */" % (name, b, what))
    # bindings are indexed by number (a kernel may leave gaps, e.g. 4 before 5)
    out.append("#define VKR__BINDING_COUNT %du" % (max(b for _, b, _ in i["bindings"]) + 1))
    out.append("/* push constants, in the kernels' order */")
    out.append("typedef struct vkr__push {")
    for name, what in i["push"] + i["push_user"]:
        out.append("    uint32_t %s; /* %s */" % (name, what))
    out.append("} vkr__push;")
    out.append("#define VKR__PUSH_SIZE %du" % (4 * len(i["push"] + i["push_user"])))
    for name, v, what in i["push_flags"]:
        out.append("#define VKR__PUSH_FLAG_%s %du /* %s */" % (name, v, what))
    for name, v, what in i["reduce_variants"]:
        out.append("#define VKR__REDUCE_VARIANT_%s %du /* %s */" % (name, v, what))
    out.append("#define VKR__SCRATCH_HEADER %du /* bytes before the partials; the counter is at byte %d */"
               % (s["header_bytes"], s["counter_offset"]))
    out.append("#define VKR__SCRATCH_PARTIAL_BYTES %du" % s["partial_bytes"])
    out.append("#define VKR__MAX_PARTIALS %du /* partials one scratch region holds */" % s["max_partials"])
    for name, w in s["words"]:
        out.append("#define VKR__SCRATCH_WORD_%s %du" % (name, w))
    lay = scratch_layout()
    for name, v in lay.items():
        out.append("#define VKR__SCRATCH_%s %du" % (name, v))
    out.append("#define VKR__SCAN_MAX_TILES %du /* tiles per scan dispatch */" % s["scan_max_tiles"])
    out.append("#define VKR__SCAN_VECTORS %du /* 16-byte vectors per invocation per tile */" % s["scan_vectors"])
    out.append("#define VKR__ROWS_SUBGROUP_VECTORS %du /* rows kernel, subgroup rows: 16-byte vectors per lane at most */"
               % s["rows_subgroup_vectors"])
    for name, v, what in i["scan_passes"]:
        out.append("#define VKR__SCAN_PASS_%s %du /* %s */" % (name, v, what))
    out.append("enum { %s };" % ", ".join("VKR__KERNEL_%s = %d" % (k.upper(), v) for k, v in
                                         [(k["name"], k["value"]) for k in KERNELS] + [(PROBE[0], PROBE[2])]))
    # the families as the library's checks and messages see them, indexed by kernel value
    rows = {k["value"]: '{"%s", "%s", %d, %d, %d, %d, %d}' % (
        k["name"], k["form"], "arg" in k["classes"], "xform" in k["classes"], "moments" in k["classes"],
        "addmul" in k["widened"][0], "moments" in k["widened"][0]) for k in KERNELS}
    rows[PROBE[2]] = '{"%s", "%s", 0, 0, 0, 0, 0}' % (PROBE[0], PROBE[0])
    assert sorted(rows) == list(range(len(rows)))
    out.append("/* per kernel family (index: VKR__KERNEL_*): name, how refusals name it, whether it takes the arg ops, the")
    out.append("   transform-reduces, moments, widened inputs (narrow types, wider accumulators) of the plain ops, of moments */")
    out.append("typedef struct vkr__family {")
    out.append("    const char *name, *form;")
    out.append("    unsigned char arg_ops, xform_ops, moments, widened, widened_moments;")
    out.append("} vkr__family;")
    out.append("#define VKR__FAMILY_COUNT %du" % len(rows))
    out.append("static const vkr__family vkr__families[VKR__FAMILY_COUNT] = {")
    out += ["    %s," % rows[v] for v in sorted(rows)]
    out.append("};")
    # the public enums must have the generator's values (the table and the shaders use them)
    checks = ["sizeof(vkr__push) == VKR__PUSH_SIZE",
              "VKR_SCRATCH_SCAN_FALLBACKS == %d" % (4 * dict(s["words"])["FALLBACKS"])]
    checks += ["VKR_OP_%s == %d" % (n.upper(), v) for n, v in OPS.items()]
    checks += ["VKR__OP_KEY_COMPENSATED == %d" % COMPENSATED_OP_BIT]
    checks += ["VKR_TYPE_%s == %d" % (n.upper(), v) for n, v, _, _ in TYPES]
    checks += ["VKR_TYPE_%s == %d" % (n.upper(), v) for n, v, _ in NARROW_TYPES]
    checks += ["VKR_PATH_%s == %d" % (n.upper(), v) for n, v, _, _ in PATHS]
    checks += ["VKR_FEATURE_FLOAT64 == %d" % FEATURE_FLOAT64, "VKR_FEATURE_INT64 == %d" % FEATURE_INT64,
               "VKR_FEATURE_SUBGROUP_EXTENDED_TYPES == %d" % FEATURE_SUBGROUP_EXTENDED_TYPES,
               "VKR_FEATURE_INTEGER_DOT_PRODUCT == %d" % FEATURE_INTEGER_DOT_PRODUCT,
               "VKR_FEATURE_FLOAT16 == %d" % FEATURE_FLOAT16]
    out.append("/* FNV-1a of shaders/interface.glsl: a user-defined operator's header (gen.py --user-op) carries the")
    out.append("   hash of the interface its modules were compiled against, and vkr_register_operator compares */")
    out.append("#define VKR__INTERFACE_HASH 0x%08xu" % interface_hash())
    out.append("typedef char vkr__interface_check[(")
    for k, c in enumerate(checks):
        out.append("    %s%s" % (c, " &&" if k + 1 < len(checks) else ") ? 1 : -1];"))
    out.append(IEND)
    return "\n".join(out)


def interface_hash():
    h = 2166136261
    for c in interface_glsl().encode("utf-8"):
        h = ((h ^ c) * 16777619) & 0xffffffff
    return h


# ---------------------------------------------------------------------------------------------
# SPIR-V
# ---------------------------------------------------------------------------------------------
def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if p.returncode != 0:
        sys.exit("gen.py: command failed: %s\n%s" % (" ".join(cmd), p.stdout))
    return p.stdout


def tool_versions():
    glslang = run(["glslangValidator", "--version"]).splitlines()[0].split(":", 1)[1].strip()
    spirv = run(["spirv-val", "--version"]).splitlines()[0].split(" ")[0:2]
    return "glslangValidator %s, %s" % (glslang, " ".join(spirv))


# Families whose SPIR-V is inlined into one function (main) after glslang (their KERNELS row's
# inline: the reduce, and the rows kernel on the reduce's layers, inlined the same way). glslang
# keeps every GLSL function of the layers (grid_accumulate, workgroup_reduce, reduce_finish,
# sg_reduce, sg_elect, sg_any, ...) as a SPIR-V function; on the H100 (driver 580.159) that structure made
# the reduce 2-5% (0.15-0.35 us) slower than 40a2eca's single main() at 2^16..2^22, and the
# SPIR-V alone made the difference (40a2eca's modules under the current host code ran as fast as
# 40a2eca; the current modules under 40a2eca's host code as slow as now). Inlining restores it
# (measured A/B; git history keeps the runs). Only passes that move code, no arithmetic rewrites: the float
# semantics stay glslang's. The scan was not measured inlined, so it keeps glslang's output.
CLEANUP_PASSES = ["--eliminate-local-single-block", "--eliminate-local-single-store", "--eliminate-dead-code-aggressive"]
INLINE_PASSES = ["--merge-return", "--inline-entry-points-exhaustive", "--eliminate-dead-functions",
                 # clean-ups after inlining (loads/stores of function-local variables to SSA, dead
                 # code): the module shrinks to about half; still no arithmetic rewrites
                 "--eliminate-local-single-block", "--eliminate-local-single-store", "--ssa-rewrite",
                 "--eliminate-dead-code-aggressive"]
# Helpers that may stay SPIR-V functions in the inlined kernels (GLSL names, as glslang's OpName
# gives them before the parameter list). Kept as functions (DontInline only for spirv-opt's
# exhaustive inlining, cleared after it: the driver stays free to inline), the op layer's
# helpers (combine, acc_identity, the float keys, arg ranks, comp_decode, the f16/f32
# conversions) and sg_reduce made the reduce and rows modules 31% smaller (all modules 4.43 ->
# 3.33 MB raw; packed, vk_reduce.h 1.01 -> 0.88 MB), but on the NVIDIA driver (580.159, H200)
# small and mid sizes ran slower: with sg_reduce a function the reduces 2^12-2^20 +1-5%
# (batches of 1,000), without it narrow sums +2-7%, sum of squares up to +8%, argmax +3%
# (three alternations against fully inlined modules). So none is kept: every helper is
# inlined, as before. The mechanism stays for the next measurement; inspect() rejects a
# shipped module with DontInline (made 1.5-14x slower there).
HELPER_FUNCTIONS = set()
OP_NAME, OP_FUNCTION = 5, 54
FUNCTION_CONTROL_DONT_INLINE = 0x2


def spirv_words(path):
    with open(path, "rb") as f:
        data = f.read()
    assert len(data) % 4 == 0 and data[:4] == b"\x03\x02\x23\x07", "not little-endian SPIR-V"
    return [int.from_bytes(data[i:i + 4], "little") for i in range(0, len(data), 4)]


def write_spirv(path, words):
    with open(path, "wb") as f:
        f.write(b"".join(w.to_bytes(4, "little") for w in words))


def instructions(words):
    """(word index, opcode, operands) of every instruction after the header."""
    i = 5
    while i < len(words):
        n, op = words[i] >> 16, words[i] & 0xffff
        if n == 0:
            sys.exit("gen.py: malformed SPIR-V (instruction of 0 words at word %d)" % i)
        yield i, op, words[i + 1:i + n]
        i += n


HELPERS_FOUND = set()  # HELPER_FUNCTIONS names seen in some module (main() checks that all were)


def set_function_control(words, names, bit, on):
    """A copy of words with FunctionControl `bit` set on the functions whose OpName (the GLSL name
    before its parameter list) is in names (on=True), or cleared on every function (on=False)."""
    words = list(words)
    fname = {}
    for i, op, a in instructions(words):
        if op == OP_NAME:
            raw = b"".join(w.to_bytes(4, "little") for w in a[1:])
            fname[a[0]] = raw.split(b"\0", 1)[0].decode("utf-8").split("(", 1)[0]
        elif op == OP_FUNCTION:
            if not on:
                words[i + 3] &= ~bit
            elif fname.get(a[1]) in names:
                words[i + 3] |= bit
                HELPERS_FOUND.add(fname[a[1]])
    return words


EXTRA_DEFINES = []  # --define: benchmark-only headers


def compile_module(tmp, src_dir, src, defines, inline=False):
    out = os.path.join(tmp, "m.spv")
    defines = defines + EXTRA_DEFINES
    # inlined kernels: with OpNames (stripped below), which name the helpers that stay functions
    cmd = ["glslangValidator", "-V", "--target-env", "vulkan1.1"] + ([] if inline else ["-g0"]) + ["-o", out]
    cmd += ["-D" + d for d in defines] + [os.path.join(src_dir, src)]
    run(cmd)
    if inline:
        # the kernel structure inlined, the helpers kept (DontInline for this step only), then the
        # control cleared and the names stripped: the words are what glslang -g0 + INLINE_PASSES
        # would give, less the helpers' inlined copies
        write_spirv(out, set_function_control(spirv_words(out), HELPER_FUNCTIONS, FUNCTION_CONTROL_DONT_INLINE, True))
        run(["spirv-opt", "--target-env=vulkan1.1"] + INLINE_PASSES + [out, "-o", out])
        write_spirv(out, set_function_control(spirv_words(out), (), FUNCTION_CONTROL_DONT_INLINE, False))
        run(["spirv-opt", "--target-env=vulkan1.1", "--strip-debug", out, "-o", out])
    else:
        # every other module: local-variable clean-ups (the scan's modules shrink by ~15%; the
        # same speed on the H100, bench/results/h100_2026-11-24)
        run(["spirv-opt", "--target-env=vulkan1.1"] + CLEANUP_PASSES + [out, "-o", out])
    run(["spirv-val", "--target-env", "vulkan1.1", out])
    return spirv_words(out)


# SPIR-V numbers used below
CAP_FLOAT64, CAP_INT64 = 10, 11
CAP_DOT_PRODUCT = 6019  # SPV_KHR_integer_dot_product
CAP_FLOAT16 = 9  # the INPUT_F16_HW modules only (VKR_FEATURE_FLOAT16)
# 8/16-bit storage and arithmetic: no module may need them (the narrow inputs are unpacked from
# 32-bit words), so the library has no feature bit for them; generation fails if one appears.
CAP_NARROW = {22: "Int16", 39: "Int8", 4433: "StorageBuffer16BitAccess",
              4434: "UniformAndStorageBuffer16BitAccess", 4435: "StoragePushConstant16", 4436: "StorageInputOutput16",
              4448: "StorageBuffer8BitAccess", 4449: "UniformAndStorageBuffer8BitAccess", 4450: "StoragePushConstant8"}
CAP_SUBGROUP = {61: SG_BASIC, 62: SG_VOTE, 63: SG_ARITHMETIC, 64: SG_BALLOT, 65: SG_SHUFFLE,
                66: SG_SHUFFLE_RELATIVE, 67: SG_CLUSTERED, 68: SG_QUAD}
OP_CAPABILITY, OP_TYPE_INT, OP_TYPE_FLOAT, OP_TYPE_VECTOR, OP_DECORATE = 17, 21, 22, 23, 71
OP_GROUP_NON_UNIFORM_FIRST, OP_GROUP_NON_UNIFORM_LAST = 333, 366  # OpGroupNonUniformElect..QuadSwap
DECORATION_SPEC_ID = 1


# debug instructions (OpSourceContinued, OpSource, OpSourceExtension, OpName, OpMemberName,
# OpString, OpLine, OpNoLine, OpModuleProcessed): no shipped module carries them
OP_DEBUG = {2, 3, 4, 5, 6, 7, 8, 317, 330}


def inspect(words, what="a module"):
    """What a module needs: (subgroup operations, vkr feature bits, specialization ids). Exits on a
    module that must not ship: one with a function marked DontInline (the driver must be free to
    inline every function: DontInline made the H100 1.5-14x slower), debug instructions, or an
    8/16-bit capability."""
    ops, features, spec_ids = 0, 0, set()
    scalar = {}  # type id -> ("int"/"float", width); vectors map to their component
    group_result_types = []
    i = 5
    while i < len(words):
        n, op = words[i] >> 16, words[i] & 0xffff
        a = words[i + 1:i + n]
        if op == OP_CAPABILITY:
            if a[0] in CAP_SUBGROUP:
                ops |= CAP_SUBGROUP[a[0]]
            elif a[0] == CAP_FLOAT64:
                features |= FEATURE_FLOAT64
            elif a[0] == CAP_INT64:
                features |= FEATURE_INT64
            elif a[0] == CAP_DOT_PRODUCT:
                features |= FEATURE_INTEGER_DOT_PRODUCT
            elif a[0] == CAP_FLOAT16:
                features |= FEATURE_FLOAT16
            elif a[0] in CAP_NARROW:
                sys.exit("gen.py: %s needs capability %s, which no vkr feature bit declares" % (what, CAP_NARROW[a[0]]))
        elif op == OP_TYPE_INT:
            scalar[a[0]] = ("int", a[1])
        elif op == OP_TYPE_FLOAT:
            scalar[a[0]] = ("float", a[1])
        elif op == OP_TYPE_VECTOR and a[1] in scalar:
            scalar[a[0]] = scalar[a[1]]
        elif op == OP_DECORATE and a[1] == DECORATION_SPEC_ID:
            spec_ids.add(a[2])
        elif OP_GROUP_NON_UNIFORM_FIRST <= op <= OP_GROUP_NON_UNIFORM_LAST:
            group_result_types.append(a[0])
        elif op == OP_FUNCTION and a[2] & FUNCTION_CONTROL_DONT_INLINE:
            sys.exit("gen.py: %s has a function (id %d) marked DontInline" % (what, a[1]))
        elif op in OP_DEBUG:
            sys.exit("gen.py: %s carries debug instructions (opcode %d)" % (what, op))
        i += n
    for t in group_result_types:
        kind, width = scalar.get(t, ("bool", 32))
        # shaderSubgroupExtendedTypes: 8/16/64-bit integers and 16-bit floats in group operations
        if (kind == "int" and width != 32) or (kind == "float" and width == 16):
            features |= FEATURE_SUBGROUP_EXTENDED_TYPES
    return ops, features, spec_ids


# ---------------------------------------------------------------------------------------------
# Packed SPIR-V: the modules are stored compressed, in streams (groups) that opt-out macros can
# leave out. Encoding of one group (vk_reduce.h vkr__pack_decode is the C decoder, pack_decode
# below the Python one that `--check` runs over every module):
#   1. transform, per module: the 5 header words as varints, then per instruction its opcode and
#      word count as varints and each operand as the zigzag varint of its difference from the
#      same operand of the previous instruction with the same (opcode, word count) hash
#      (pack_slot: 4096 slots), else of the previous one whose opcode has the same low 10 bits (0
#      where there is none): result and type ids, constants and decorations become small and
#      repetitive (keying on the word count too: 7% smaller than on the opcode alone);
#   2. LZ77 over the group's transformed bytes (whole group as window, hash chains, greedy with
#      a repeated-distance match), its decisions coded with an adaptive binary range coder
#      (LZMA's: 11-bit probabilities, shift 5): a literal bit, a repeat bit, lengths and
#      distances as adaptive Elias-gamma codes, literals as 8-bit trees in the context of the
#      previous byte's top 3 bits;
#   3. base-85 text (4 bytes -> 5 characters from '!'..'z' less '"', '?' and '\\'), rows of at
#      most 4000 characters (C99 promises 4095 per literal; MSVC allows 16380 per piece and
#      65535 after concatenation), each row split into lines of 1000.
# ---------------------------------------------------------------------------------------------
PACK_MIN_MATCH, PACK_DEPTH, PACK_OPHASH = 5, 16, 1023
PACK_PROB_BITS, PACK_PROB_SHIFT = 11, 5
PACK_ROW_CHARS, PACK_LINE_CHARS = 4000, 1000
PACK_ALPHABET = "".join(chr(c) for c in range(0x21, 0x7f) if chr(c) not in "\"?\\")[:85]
# Opt-out macros: (macro, what it leaves out). A group is left out when any macro of its mask is
# defined. The families' macros (KERNELS rows) first, then the extra op classes' (EXTRA_CLASSES),
# then the types' and the paths'. VK_REDUCE_ONLY_PATH_NATIVE is the shorthand for the last two.
OPTOUTS = [k["optout"] for k in KERNELS if k["optout"]] + [c["optout"] for c in EXTRA_CLASSES] + [
    ("VK_REDUCE_NO_64BIT", "f64, i64, u64 and 64-bit accumulators"),
    ("VK_REDUCE_NO_NARROW", "f16, bf16, i8, u8, i16, u16 inputs"),
    ("VK_REDUCE_NO_PATH_NATIVE", "the native path"),
    ("VK_REDUCE_NO_PATH_SHUFFLE", "the shuffle path"),
    ("VK_REDUCE_NO_PATH_SHARED", "the shared-memory path"),
]
OPTOUT_BIT = {m: 1 << k for k, (m, _) in enumerate(OPTOUTS)}
OPTOUT_SHORTHAND = ("VK_REDUCE_ONLY_PATH_NATIVE", ["VK_REDUCE_NO_PATH_SHUFFLE", "VK_REDUCE_NO_PATH_SHARED"])


def pack_group(family, parts, pname, single):
    """The group (stream) of a module: (name, opt-out mask). family: its KERNELS row; parts:
    [type, class] or [element, accumulator, class]. A single class's module (compensated,
    moments) serves every path: its group has no path bit. A group's name fixes its mask (pack_place checks): the family's opt-out
    and the extra class's opt-out show in the name (an always-built family's extra-class groups are
    named by the class alone: arg_*, transform_*, compensated_*). The probe's group is "base"."""
    mask = 0
    fam = family["name"]
    if family["optout"]:
        mask |= OPTOUT_BIT[family["optout"][0]]
    if parts[-1] in EXTRA_CLASS:
        cls = EXTRA_CLASS[parts[-1]]
        mask |= OPTOUT_BIT[cls["optout"][0]]
        fam = cls["group"] if not family["optout"] else fam + "_" + cls["group"]
    acc = parts[1] if len(parts) == 3 else parts[0]
    tg = "32"
    if acc in ("f64", "i64", "u64"):
        mask |= OPTOUT_BIT["VK_REDUCE_NO_64BIT"]
        tg = "64"
    if parts[0] in TYPE_VALUE and TYPE_VALUE[parts[0]] >= 7:
        mask |= OPTOUT_BIT["VK_REDUCE_NO_NARROW"]
        tg = "narrow" if tg == "32" else "narrow64"
    if not single:
        mask |= OPTOUT_BIT["VK_REDUCE_NO_PATH_" + pname.upper()]
    return "%s_%s_%s" % (fam, tg, "all" if single else pname), mask


def pack_checksum(words):
    """FNV-1a over the module's 32-bit words (vk_reduce.h vkr__pack_checksum)."""
    h = 2166136261
    for w in words:
        h = ((h ^ w) * 16777619) & 0xffffffff
    return h


def _varint(v, out):
    while v >= 0x80:
        out.append((v & 0x7f) | 0x80)
        v >>= 7
    out.append(v)


def pack_slot(op, n):
    """The (opcode, word count) slot of an instruction: 12 bits of a multiplicative hash."""
    return ((op * 0x9E3779B1 + n * 0x85EBCA77) & 0xffffffff) >> 20


def pack_transform(words):
    out = bytearray()
    for w in words[:5]:
        _varint(w, out)
    by_slot, by_op = {}, {}
    i = 5
    while i < len(words):
        n, op = words[i] >> 16, words[i] & 0xffff
        assert n >= 1 and i + n <= len(words)
        _varint(op, out)
        _varint(n, out)
        p = by_slot.get(pack_slot(op, n), by_op.get(op & PACK_OPHASH))
        for k in range(1, n):
            base = words[p + k] if p is not None and k < (words[p] >> 16) else 0
            d = (words[i + k] - base) & 0xffffffff
            _varint(((d << 1) & 0xffffffff) ^ (0xffffffff if d >> 31 else 0), out)  # zigzag
        by_slot[pack_slot(op, n)] = by_op[op & PACK_OPHASH] = i
        i += n
    return out


def _lz_parse(data):
    """Greedy LZ77 over data: tokens (None, position) for a literal, (length, distance) for a match."""
    head, chain, toks = {}, [0] * len(data), []
    n, i, lastd = len(data), 0, 0
    def insert(p):
        if p + PACK_MIN_MATCH <= n:
            k = data[p:p + PACK_MIN_MATCH]
            chain[p] = head.get(k, -1)
            head[k] = p
    while i < n:
        best, bd = 0, 0
        if i + PACK_MIN_MATCH <= n:
            if lastd:
                l = 0
                while i + l < n and data[i - lastd + l] == data[i + l]:
                    l += 1
                if l >= PACK_MIN_MATCH:
                    best, bd = l, lastd
            c, depth = head.get(data[i:i + PACK_MIN_MATCH], -1), 0
            while c >= 0 and depth < PACK_DEPTH:
                if i + best < n and data[c + best] == data[i + best]:
                    l = 0
                    while i + l < n and data[c + l] == data[i + l]:
                        l += 1
                    if l > best + (1 if bd == lastd else 0):
                        best, bd = l, i - c
                c, depth = chain[c], depth + 1
        if best >= PACK_MIN_MATCH:
            toks.append((best, bd))
            lastd = bd
            for p in range(i, i + best):
                insert(p)
            i += best
        else:
            toks.append((None, i))
            insert(i)
            i += 1
    return toks


class _RangeEncoder:
    def __init__(self):
        self.low, self.range, self.cache, self.pending, self.out = 0, 0xffffffff, 0, 1, bytearray()

    def _shift(self):
        if self.low < 0xff000000 or self.low >= 1 << 32:
            carry, t = self.low >> 32, self.cache
            while self.pending:
                self.out.append((t + carry) & 0xff)
                t, self.pending = 0xff, self.pending - 1
            self.cache = (self.low >> 24) & 0xff
        self.pending += 1
        self.low = (self.low << 8) & 0xffffffff

    def bit(self, probs, i, b):
        p = probs[i]
        bound = (self.range >> PACK_PROB_BITS) * p
        if b:
            self.low += bound
            self.range -= bound
            probs[i] = p - (p >> PACK_PROB_SHIFT)
        else:
            self.range = bound
            probs[i] = p + (((1 << PACK_PROB_BITS) - p) >> PACK_PROB_SHIFT)
        while self.range < 1 << 24:
            self.range = (self.range << 8) & 0xffffffff
            self._shift()

    def number(self, probs, off, v):
        """v >= 0 as Elias gamma of v + 1: the bit count in unary, then the bits below the top."""
        v += 1
        n = v.bit_length() - 1
        for k in range(n):
            self.bit(probs, off + k, 0)
        self.bit(probs, off + n, 1)
        for k in range(n - 1, -1, -1):
            self.bit(probs, off + 32 + k, (v >> k) & 1)

    def finish(self):
        for _ in range(5):
            self._shift()
        return bytes(self.out)


def _pack_models():
    # probabilities: [0..1] is-match (after a literal, after a match), [2..3] repeat distance,
    # [4..67] length, [68..131] distance, [132..] literals (8 contexts x 256 tree nodes)
    return [1 << (PACK_PROB_BITS - 1)] * (132 + 8 * 256)


def pack_compress(data):
    e, probs, state, lastd = _RangeEncoder(), _pack_models(), 0, 0
    for length, x in _lz_parse(data):
        if length is None:
            e.bit(probs, state, 0)
            b, node = data[x], 1
            ctx = 132 + 256 * ((data[x - 1] >> 5) if x else 0)
            for k in range(7, -1, -1):
                e.bit(probs, ctx + node, (b >> k) & 1)
                node = (node << 1) | ((b >> k) & 1)
            state = 0
        else:
            e.bit(probs, state, 1)
            e.bit(probs, 2 + state, 1 if x == lastd else 0)
            if x != lastd:
                e.number(probs, 68, x - 1)
            e.number(probs, 4, length - PACK_MIN_MATCH)
            lastd, state = x, 1
    return e.finish()


def pack_decompress(packed, size):
    """The Python twin of vk_reduce.h's vkr__pack_unlz (gen --check decodes every group)."""
    probs, out, pos = _pack_models(), bytearray(), 5
    code, rng = int.from_bytes(packed[:5], "big"), 0xffffffff
    state, lastd = 0, 0
    def bit(i):
        nonlocal code, rng, pos
        p = probs[i]
        bound = (rng >> PACK_PROB_BITS) * p
        if code < bound:
            rng, probs[i], b = bound, p + (((1 << PACK_PROB_BITS) - p) >> PACK_PROB_SHIFT), 0
        else:
            rng, code, probs[i], b = rng - bound, code - bound, p - (p >> PACK_PROB_SHIFT), 1
        while rng < 1 << 24:
            rng = (rng << 8) & 0xffffffff
            code = ((code << 8) | (packed[pos] if pos < len(packed) else 0)) & 0xffffffff
            pos += 1
        return b
    def number(off):
        n = 0
        while n < 31 and not bit(off + n):
            n += 1
        v = 1
        for k in range(n - 1, -1, -1):
            v = (v << 1) | bit(off + 32 + k)
        return v - 1
    while len(out) < size:
        if not bit(state):
            ctx = 132 + 256 * ((out[-1] >> 5) if out else 0)
            node = 1
            while node < 256:
                node = (node << 1) | bit(ctx + node)
            out.append(node & 255)
            state = 0
        else:
            if not bit(2 + state):
                lastd = number(68) + 1
            length = number(4) + PACK_MIN_MATCH
            assert 0 < lastd <= len(out) and len(out) + length <= size, "corrupt packed stream"
            for _ in range(length):
                out.append(out[-lastd])
            state = 1
    return bytes(out)


def pack_untransform(data, sizes):
    """Modules of sizes (words each) from their transformed bytes."""
    pos, mods = 0, []
    def varint():
        nonlocal pos
        v, s = 0, 0
        while True:
            b = data[pos]
            pos += 1
            v |= (b & 0x7f) << s
            s += 7
            if b < 0x80:
                return v
    for size in sizes:
        w = [varint() for _ in range(5)]
        by_slot, by_op = {}, {}
        while len(w) < size:
            op, n = varint(), varint()
            i = len(w)
            w.append((n << 16) | op)
            p = by_slot.get(pack_slot(op, n), by_op.get(op & PACK_OPHASH))
            for k in range(1, n):
                base = w[p + k] if p is not None and k < (w[p] >> 16) else 0
                z = varint()
                w.append((base + ((z >> 1) ^ (-(z & 1) & 0xffffffff))) & 0xffffffff)
            by_slot[pack_slot(op, n)] = by_op[op & PACK_OPHASH] = i
        assert len(w) == size
        mods.append(w)
    assert pos == len(data)
    return mods


def pack_text(packed):
    """Base-85 rows: a list of C lines, the rows separated by commas."""
    data = packed + b"\0" * (-len(packed) % 4)
    chars = []
    for i in range(0, len(data), 4):
        v = int.from_bytes(data[i:i + 4], "big")
        digits = []
        for _ in range(5):
            digits.append(PACK_ALPHABET[v % 85])
            v //= 85
        chars.append("".join(reversed(digits)))
    text = "".join(chars)
    lines = []
    for r in range(0, len(text), PACK_ROW_CHARS):  # a row: ("line" ... "line"), (parentheses: clang's -Wstring-concatenation)
        row = text[r:r + PACK_ROW_CHARS]
        lines += ['"%s"' % row[k:k + PACK_LINE_CHARS] for k in range(0, len(row), PACK_LINE_CHARS)]
        lines[-1 - (len(row) - 1) // PACK_LINE_CHARS] = "(" + lines[-1 - (len(row) - 1) // PACK_LINE_CHARS]
        lines[-1] += "),"
    return lines


def pack_from_text(lines):
    text = "".join(l.rstrip(",").strip("()").strip('"') for l in lines)
    out = bytearray()
    for i in range(0, len(text), 5):
        v = 0
        for c in text[i:i + 5]:
            v = v * 85 + PACK_ALPHABET.index(c)
        out += v.to_bytes(4, "big")
    return bytes(out)


def pack_place(groups, group, words):
    """Adds a module to its group; its table columns: group, word offset, checksum."""
    name, mask = group
    if name not in groups:
        groups[name] = [len(groups), mask, 0, []]
    g = groups[name]
    assert g[1] == mask
    place = "%d, %d, 0x%08xu" % (g[0], g[2], pack_checksum(words))
    g[2] += len(words)
    g[3].append(words)
    return place


def _pack_one(mods):
    """One group: (transformed bytes, packed bytes, text lines, whether the text decodes back to mods)."""
    data = b"".join(bytes(pack_transform(w)) for w in mods)
    packed = pack_compress(data)
    lines = pack_text(packed)
    # decode what the header holds, as vk_reduce.h does, and compare with the compiler's words
    back = pack_untransform(pack_decompress(pack_from_text(lines), len(data)), [len(w) for w in mods])
    return len(data), packed, lines, back == mods


def pack_output(groups):
    """The opt-out macros, each group's packed text (left out where an opt-out macro of its
    mask is defined) and the group table. Every group is decoded back here (the Python decoder)
    and compared with the compiler's words, so `make gen` and `make gen-check` both check it."""
    out = ["/* Opt-out macros (CONFIGURATION): VKR__OPTOUT has bit k where macro k is defined; a group of",
           "   modules is left out where its mask meets it. */"]
    for k, (macro, what) in enumerate(OPTOUTS):
        alts = [macro] + ([OPTOUT_SHORTHAND[0]] if macro in OPTOUT_SHORTHAND[1] else [])
        for j, m in enumerate(alts):
            out.append("#%s defined(%s) /* %s */" % ("if" if j == 0 else "elif", m, what))
            out.append("#define VKR__OPTOUT_%d 0x%xu" % (k, 1 << k))
            out.append('#define VKR__OPTOUT_NAME_%d "%s"' % (k, m))
        out += ["#else", "#define VKR__OPTOUT_%d 0u" % k, '#define VKR__OPTOUT_NAME_%d "%s"' % (k, macro), "#endif"]
    out.append("#define VKR__OPTOUT (%s)" % " | ".join("VKR__OPTOUT_%d" % k for k in range(len(OPTOUTS))))
    paths = sum(OPTOUT_BIT["VK_REDUCE_NO_PATH_" + p.upper()] for p, _, _, _ in PATHS)
    out += ["#if (VKR__OPTOUT & 0x%xu) == 0x%xu" % (paths, paths),
            '#error "vk_reduce.h: the VK_REDUCE_NO_PATH_* / VK_REDUCE_ONLY_PATH_NATIVE macros leave out every kernel path"',
            "#endif",
            "static const uint32_t vkr__optout_path[4] = {0u, %s}; /* the bit of each vkr_kernel_path */" % ", ".join(
                "0x%xu" % OPTOUT_BIT["VK_REDUCE_NO_PATH_" + p.upper()] for p, _, _, _ in PATHS),
            "static const char *const vkr__optout_names[%d] = {%s};" % (
                len(OPTOUTS), ", ".join("VKR__OPTOUT_NAME_%d" % k for k in range(len(OPTOUTS))))]
    rows = []
    order = sorted(groups.items(), key=lambda g: g[1][0])
    with multiprocessing.Pool(min(len(order), os.cpu_count() or 1)) as pool:  # the groups are independent
        packs = pool.map(_pack_one, [g[1][3] for g in order])
    for (name, (index, mask, nwords, mods)), (data_len, packed, lines, ok) in zip(order, packs):
        if not ok:
            sys.exit("gen.py: packed group %s does not decode to its modules" % name)
        var = "vkr__pack_" + name
        if mask:
            out.append("#if !(VKR__OPTOUT & 0x%xu)" % mask)
        out.append("static const char *const %s[%d] = {" % (var, sum(l.endswith(",") for l in lines)))
        out += lines
        out.append("};")
        if mask:
            out += ["#define VKR__PACK_%d %s" % (index, var), "#else", "#define VKR__PACK_%d NULL" % index, "#endif"]
        else:
            out.append("#define VKR__PACK_%d %s" % (index, var))
        rows.append('    {VKR__PACK_%d, %d, %d, %d, %d, 0x%xu, "%s"}, /* %d modules, %d bytes */' % (
            index, sum(l.endswith(",") for l in lines), len(packed), data_len, nwords, mask, name.replace("_", " "), len(mods), 4 * nwords))
    out.append("#define VKR__PACK_GROUP_COUNT %d" % len(rows))
    out.append("typedef char vkr__pack_group_check[VKR__PACK_GROUP_COUNT <= VKR__PACK_GROUPS_MAX ? 1 : -1];")
    out.append("static const vkr__pack_group vkr__pack_groups[VKR__PACK_GROUP_COUNT] = {")
    out.append("    /* base-85 rows (NULL: left out by an opt-out macro), rows, packed bytes, transformed bytes, words,")
    out.append("       opt-out mask (bits of VKR__OPTOUT), name */")
    out += rows
    out.append("};")
    return out


def generate_spirv(src_dir):
    out = [BEGIN + ": machine generated by gen/gen.py, do not edit.",
           "   Tools: %s. Regenerate: make gen */" % tool_versions()]
    table = []
    total = 0
    groups = {}  # group name -> [index, opt-out mask, words so far, modules' words]
    # every module, in table order: (family (its KERNELS row), type value, accumulator value (0:
    # the type's own), defines, name parts, ops, compensated, only path (None: every path))
    modules = []
    names = [k["name"] for k in KERNELS] + [PROBE[0]]
    values = [k["value"] for k in KERNELS] + [PROBE[2]]
    assert len(set(names)) == len(names) and len(set(values)) == len(values), "KERNELS: a name or value twice"
    for fam in KERNELS:
        assert set(fam["spec"]) <= set(SPEC_ID) and set(fam["shared_lacks"]) <= set(fam["spec"]), fam["name"]
        assert set(fam["classes"]) <= set(EXTRA_CLASS), fam["name"]
        for tname, tval, is_float, _ in TYPES:
            if tname not in fam.get("types", [t[0] for t in TYPES]):
                continue
            for cname, ops, cdefs, comp, single in op_classes(tname, is_float, fam):
                modules.append((fam, tval, 0, ["TYPE_" + tname.upper()] + fam.get("defines", []) + cdefs, [tname, cname], ops,
                                comp, single, None))
        wclasses, waccs = fam["widened"]
        assert set(wclasses) <= set(WIDENED_CLASSES), fam["name"]
        if wclasses:  # widened inputs: element type + accumulator type (the table's last column)
            for ename, accs in WIDENED:
                for aname in accs if waccs == "all" else accs[:1]:
                    if waccs != "all" and TYPE_VALUE[ename] < 7:  # f32, i32, u32: their default is themselves
                        continue
                    if ename in FEATURE_INPUTS and FEATURE_INPUTS[ename][1][-1].lower() in ["opclass_" + c for c in wclasses]:
                        part, fdefs, fops = FEATURE_INPUTS[ename]
                        modules.append((fam, TYPE_VALUE[ename], TYPE_VALUE[aname], ["TYPE_" + aname.upper()] + fdefs,
                                        [ename, aname, part], fops, False, False, "native"))
                    for cname, ops, cdefs, comp, single in op_classes(aname, TYPE_IS_FLOAT[aname], fam):
                        if cname not in wclasses:
                            continue
                        modules.append((fam, TYPE_VALUE[ename], TYPE_VALUE[aname],
                                        ["TYPE_" + aname.upper(), "INPUT_" + ename.upper()] + cdefs, [ename, aname, cname],
                                        ops, comp, single, None))
    with tempfile.TemporaryDirectory() as tmp:
        for fam, tval, aval, tdefs, parts, ops, comp, single, only_path in modules:
            kname, src, kval = fam["name"], fam["source"], fam["value"]
            shared = None  # a single class's one module: (mask, feats, sg_ops, words, var)
            for pname, pval, pdef, pops in PATHS:
                if only_path and pname != only_path:
                    continue
                if single and shared is not None:  # a single class's one module, another path's row
                    mask, feats, sg_ops, words, place = shared
                    table.append("    {%d, %d, %d, 0x%xu, 0x%xu, 0x%02xu, %d, %s, %d}," % (
                        kval, tval, pval, mask, feats, sg_ops, 4 * len(words), place, aval))
                    continue
                words = compile_module(tmp, src_dir, src, ["PATH_SHARED" if single else pdef] + tdefs, inline=fam["inline"])
                what = "%s %s %s" % (kname, "->".join(parts[:-1]) + " " + parts[-1], pname)
                sg_ops, feats, spec_ids = inspect(words, what)
                if sg_ops & ~pops:
                    sys.exit("gen.py: %s uses subgroup operations 0x%x beyond its path's 0x%x" % (what, sg_ops, pops))
                if pname != "native" and feats & FEATURE_SUBGROUP_EXTENDED_TYPES:
                    sys.exit("gen.py: %s needs shaderSubgroupExtendedTypes (a 64-bit group operation)" % what)
                want_spec = {SPEC_ID[n] for n in fam["spec"]}
                if pname == "shared" or single:
                    want_spec -= {SPEC_ID[n] for n in fam["shared_lacks"]}
                if len(ops) == 1 and ops[0] in MOMENTS_OPS:  # the class's one op: no OP test to fold
                    want_spec -= {SPEC_ID["OP"]}
                if spec_ids != want_spec and not (EXTRA_DEFINES and spec_ids <= want_spec):  # a cut-short kernel reads fewer
                    sys.exit("gen.py: %s has specialization ids %s, want %s" % (what, sorted(spec_ids), sorted(want_spec)))
                total += 4 * len(words)
                place = pack_place(groups, pack_group(fam, parts, pname, single), words)
                mask = sum(1 << (OPS[o] + (COMPENSATED_OP_BIT if comp else 0)) for o in ops)
                if single:
                    shared = (mask, feats, sg_ops, words, place)
                table.append("    {%d, %d, %d, 0x%xu, 0x%xu, 0x%02xu, %d, %s, %d}," % (
                    kval, tval, pval, mask, feats, sg_ops, 4 * len(words), place, aval))
        # the probe twice: basic built-ins only (path 0: every path), and the native path's, which
        # also tells whether the driver's subgroupAdd keeps -0.0 (PROBE_ADD; path 1)
        _, src, kval = PROBE
        for pval, defs, want_ops, suffix in ((0, [], SG_BASIC, ""), (1, ["PROBE_ADD"], SG_BASIC | SG_ARITHMETIC, "_native")):
            words = compile_module(tmp, src_dir, src, defs)
            sg_ops, feats, spec_ids = inspect(words, "probe.comp %s" % defs)
            if sg_ops != want_ops or feats or spec_ids != {SPEC_ID["WORKGROUP_SIZE"]}:
                sys.exit("gen.py: probe.comp %s uses subgroup operations 0x%x, features 0x%x, specialization ids %s; want "
                         "0x%x, none, [0]" % (defs, sg_ops, feats, sorted(spec_ids), want_ops))
            total += 4 * len(words)
            place = pack_place(groups, ("base", 0), words)  # always built
            table.append("    {%d, 0, %d, 0x000u, 0x0u, 0x%02xu, %d, %s, 0}," % (kval, pval, sg_ops, 4 * len(words), place))
    out += pack_output(groups)
    out.append("static const vkr__spirv_module vkr__spirv_modules[%d] = {" % len(table))
    out.append("    /* kernel, type, path, op mask (1 << vkr_op), features (vkr_feature_flags), subgroup operations")
    out.append("       (VkSubgroupFeatureFlags), bytes, group, word offset in the group, checksum (FNV-1a of the words),")
    out.append("       accumulator (vkr_type; 0 = the type's own) */")
    out += table
    out.append("};")
    out.append("/* %d modules, %d bytes of SPIR-V */" % (len(table), total))
    out.append(END)
    return "\n".join(out)


# ---------------------------------------------------------------------------------------------
# User-defined operators (--user-op FILE): FILE is GLSL that defines the element, struct vkr_user
# (fields of the scalar types below, at most 16 bytes in std430 layout, which is a C struct's with
# the same fields on the usual ABIs), vkr_user vkr_user_identity() and vkr_user
# vkr_user_combine(vkr_user a, vkr_user b) (a holds the lower indices: the operator need not be
# commutative). The output is a header with the operator's modules (the scan family and the
# segmented scans, shared-memory path, which serve every path), packed as vk_reduce.h packs its
# own, and a vkr_operator_desc for vkr_register_operator.
# ---------------------------------------------------------------------------------------------
USER_FIELD_TYPES = {  # GLSL type: (32-bit words, words -> value, value -> words, needs 64-bit arithmetic)
    "uint": (1, "{w0}", "{v}"),
    "int": (1, "int({w0})", "uint({v})"),
    "float": (1, "uintBitsToFloat({w0})", "floatBitsToUint({v})"),
    "double": (2, "packDouble2x32(uvec2({w0}, {w1}))", "unpackDouble2x32({v})"),
    "uint64_t": (2, "packUint2x32(uvec2({w0}, {w1}))", "unpackUint2x32({v})"),
    "int64_t": (2, "int64_t(packUint2x32(uvec2({w0}, {w1})))", "unpackUint2x32(uint64_t({v}))"),
}


def strip_comments(text):
    out, i = [], 0
    while i < len(text):
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = len(text) if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = len(text) if j < 0 else j + 2
            out.append(" ")
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def user_fields(source, path):
    """[(type, name)] of struct vkr_user, and its std430 size in bytes."""
    import re
    m = re.search(r"\bstruct\s+vkr_user\s*\{([^}]*)\}\s*;", strip_comments(source))
    if not m:
        sys.exit("gen.py: %s defines no `struct vkr_user { ... };` (the element of the operator)" % path)
    fields = []
    for decl in m.group(1).split(";"):
        decl = decl.strip()
        if not decl:
            continue
        parts = decl.replace(",", " , ").split()
        if parts[0] not in USER_FIELD_TYPES or len(parts) < 2:
            sys.exit("gen.py: %s: struct vkr_user field `%s`: a field is one of %s" % (path, decl, ", ".join(USER_FIELD_TYPES)))
        for name in " ".join(parts[1:]).split(","):
            name = name.strip()
            if not re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", name):
                sys.exit("gen.py: %s: struct vkr_user field `%s`: arrays and vectors are not fields; use scalars" % (path, decl))
            fields.append((parts[0], name))
    offset, align = 0, 4
    for t, _ in fields:
        size = 4 * USER_FIELD_TYPES[t][0]
        offset = (offset + size - 1) // size * size + size
        align = max(align, size)
    size = (offset + align - 1) // align * align
    words = sum(USER_FIELD_TYPES[t][0] for t, _ in fields)
    if not fields or size > 16:
        sys.exit("gen.py: %s: struct vkr_user is %d bytes in std430 layout; an operator's element has 4 to 16" % (path, size))
    return fields, size, words


def user_pack_glsl(fields, size, words):
    """user_pack.glsl: the element's bits as up to four words, and back (the scan's status and carries)."""
    # word k is the struct's bytes 4k .. 4k + 3 (std430 = the C layout): the host pushes an
    # initial value's bytes as they are, padding included
    packs, unpacks, w = ["0u"] * 4, [], 0
    for t, name in fields:
        n, unpack, pack = USER_FIELD_TYPES[t]
        w = (w + n - 1) // n * n  # a 64-bit field starts at an even word
        unpacks.append(unpack.format(w0="w[%d]" % w, w1="w[%d]" % (w + 1)))
        if n == 1:
            packs[w] = pack.format(v="v." + name)
        else:
            packs[w], packs[w + 1] = "%s.x" % pack.format(v="v." + name), "%s.y" % pack.format(v="v." + name)
        w += n
    return "\n".join([
        "#define VKR_USER_BYTES %d" % size,
        "#define VKR_USER_WORDS %d" % words,
        "uvec4 vkr_user_pack(vkr_user v) { return uvec4(%s); }" % ", ".join(packs),
        "vkr_user vkr_user_unpack(uvec4 w) { return vkr_user(%s); }" % ", ".join(unpacks), ""])


def user_op_header(path, out_path, name):
    import re
    with open(path, encoding="utf-8") as f:
        source = f.read()
    if not re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", name):
        sys.exit("gen.py: --name %s: the operator's name is a C identifier" % name)
    fields, size, words = user_fields(source, path)
    needs64 = any(USER_FIELD_TYPES[t][0] == 2 for t, _ in fields)
    mods = []
    with tempfile.TemporaryDirectory() as src_dir:
        for f in sorted(os.listdir(SHADERS)):
            if f.endswith((".glsl", ".comp")):
                shutil.copyfile(os.path.join(SHADERS, f), os.path.join(src_dir, f))
        with open(os.path.join(src_dir, "interface.glsl"), "w", encoding="utf-8", newline="\n") as f:
            f.write(interface_glsl())
        with open(os.path.join(src_dir, "user_op.glsl"), "w", encoding="utf-8", newline="\n") as f:
            f.write(("#extension GL_ARB_gpu_shader_int64 : require\n" if needs64 else "") + "#line 1\n" + source)
        with open(os.path.join(src_dir, "user_pack.glsl"), "w", encoding="utf-8", newline="\n") as f:
            f.write(user_pack_glsl(fields, size, words))
        with tempfile.TemporaryDirectory() as tmp:
            for kname, kdefs in (("scan", []), ("segments", ["KERNEL_SEGMENTS"])):
                try:
                    words_ = compile_module(tmp, src_dir, "scan.comp", ["PATH_SHARED", "TYPE_USER", "OPCLASS_USER"] + kdefs)
                except SystemExit as e:  # glslang's or spirv-val's message, naming the user's file
                    lines = [l for l in str(e.code).splitlines() if "ERROR" in l or "error" in l]
                    sys.exit("gen.py: %s does not compile as an operator (the %s module):\n%s" % (
                        path, kname, "\n".join(l.replace(os.path.join(src_dir, "user_op.glsl"), path) for l in lines)))
                sg_ops, feats, _ = inspect(words_, "%s of %s" % (kname, path))
                if sg_ops:
                    sys.exit("gen.py: the %s module of %s uses subgroup operations 0x%x" % (kname, path, sg_ops))
                mods.append((kname, words_, feats))
    data_len, packed, lines, ok = _pack_one([w for _, w, _ in mods])
    if not ok:
        sys.exit("gen.py: the packed modules of %s do not decode to themselves" % path)
    guard = "VKR_OPERATOR_%s_H" % name.upper()
    shown = source.replace("*/", "* /").rstrip("\n").split("\n")
    out = ["/* %s: a user-defined operator for vk_reduce.h, machine generated by gen/gen.py --user-op %s, do not edit." % (
               os.path.basename(out_path), os.path.basename(path)),
           "   Tools: %s." % tool_versions(),
           "   Use: #include \"vk_reduce.h\" first; vkr_register_operator(ctx, &vkr_operator_%s, &op), then" % name,
           "   .op = op, .type = VKR_TYPE_USER in the descs of reduces, scans, row scans and segmented scans.",
           "   The element: %d bytes, %d words of fields; modules: %s." % (
               size, words, ", ".join("%s %d bytes" % (k, 4 * len(w)) for k, w, _ in mods)),
           "   Its source:",
           ""] + ["   | " + l if l else "   |" for l in shown] + ["*/",
           "#ifndef %s" % guard,
           "#define %s" % guard,
           "static const char *const vkr_operator_%s_rows[%d] = {" % (name, sum(l.endswith(",") for l in lines))]
    out += lines
    out += ["};",
            "static const vkr_operator_desc vkr_operator_%s = {" % name,
            '    "%s", %du, %du, 0x%08xu, /* name, element bytes, words of fields, interface hash */' % (name, size, words, interface_hash()),
            "    vkr_operator_%s_rows, %du, %du, %du, %du, /* packed rows, rows, packed bytes, transformed bytes, words */" % (
                name, sum(l.endswith(",") for l in lines), len(packed), data_len, sum(len(w) for _, w, _ in mods)),
            "    {%s}, /* per module (scan, segmented scan): words, FNV-1a checksum, vkr_feature_flags needed */" % ", ".join(
                "{%du, 0x%08xu, 0x%xu}" % (len(w), pack_checksum(w), f) for _, w, f in mods),
            "};",
            "#endif", ""]
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(out))
    print("gen.py: wrote %s (%d bytes of SPIR-V, %d packed)" % (out_path, 4 * sum(len(w) for _, w, _ in mods), len(packed)))


def replace_between(text, begin, end, new, what):
    b, e = text.find(begin), text.find(end)
    if b < 0 or e < b:
        sys.exit("gen.py: %s markers not found in vk_reduce.h" % what)
    return text[:b] + new + text[e + len(end):]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="fail if interface.glsl or vk_reduce.h is not up to date")
    ap.add_argument("--define", action="append", default=[], metavar="NAME=VALUE",
                    help="compile every module with this macro too (benchmark-only headers; needs --output)")
    ap.add_argument("--output", help="write the header here, not vk_reduce.h (shaders/interface.glsl is left alone)")
    ap.add_argument("--user-op", metavar="FILE", help="make a user-defined operator's header from the GLSL in FILE (needs --output)")
    ap.add_argument("--name", help="--user-op: the operator's C name (default: FILE's base name)")
    args = ap.parse_args()
    if args.user_op:
        if not args.output:
            sys.exit("gen.py: --user-op writes a header: give --output")
        user_op_header(args.user_op, args.output, args.name or os.path.splitext(os.path.basename(args.user_op))[0])
        return
    if args.define and not args.output:
        sys.exit("gen.py: --define makes a benchmark-only header: give --output")
    EXTRA_DEFINES.extend(args.define)
    with open(HEADER, encoding="utf-8", newline="") as f:
        text = f.read()
    iglsl = interface_glsl()
    old_iglsl = None
    if os.path.exists(INTERFACE_GLSL):
        with open(INTERFACE_GLSL, encoding="utf-8", newline="") as f:
            old_iglsl = f.read()
    # compile from a copy of shaders/ holding the interface.glsl this run generates
    with tempfile.TemporaryDirectory() as src_dir:
        for name in sorted(os.listdir(SHADERS)):
            if name.endswith((".glsl", ".comp")):
                shutil.copyfile(os.path.join(SHADERS, name), os.path.join(src_dir, name))
        with open(os.path.join(src_dir, "interface.glsl"), "w", encoding="utf-8", newline="\n") as f:
            f.write(iglsl)
        new = replace_between(text, IBEGIN, IEND, interface_c(), "BEGIN/END GENERATED INTERFACE")
        new = replace_between(new, BEGIN, END, generate_spirv(src_dir), "BEGIN/END GENERATED SPIR-V")
        if HELPERS_FOUND != HELPER_FUNCTIONS:  # a renamed GLSL function would be inlined again, silently
            sys.exit("gen.py: HELPER_FUNCTIONS names no function of any module: %s" % ", ".join(sorted(HELPER_FUNCTIONS - HELPERS_FOUND)))
    if args.check:
        bad = []
        if old_iglsl != iglsl:
            bad.append("shaders/interface.glsl")
        if new != text:
            bad.append("vk_reduce.h")
        if bad:
            sys.exit("gen.py: %s differ(s) from the generator's output: run `make gen`" % " and ".join(bad))
        print("gen.py: shaders/interface.glsl and vk_reduce.h are up to date")
        return
    if args.output:
        with open(args.output, "w", encoding="utf-8", newline="\n") as f:
            f.write(new)
        print("gen.py: wrote %s" % args.output)
        return
    if old_iglsl != iglsl:
        with open(INTERFACE_GLSL, "w", encoding="utf-8", newline="\n") as f:
            f.write(iglsl)
    if new != text:
        with open(HEADER, "w", encoding="utf-8", newline="\n") as f:
            f.write(new)
    print("gen.py: wrote %s and %s" % (os.path.relpath(INTERFACE_GLSL, os.getcwd()), os.path.relpath(HEADER, os.getcwd())))


if __name__ == "__main__":
    main()
