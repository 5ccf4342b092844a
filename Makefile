# vk_reduce.h - build, test, regenerate, benchmark.
#   make example   install missing Debian packages (as root; else prints the command), build and run example.c
#   make check     the quick check for contributors (~2-2.5 min on 2 cores): every kernel family,
#                  --quick, subgroup size 8 on lavapipe, validation on (tests/check.sh)
#   make test      the whole test suite (~22-25 min on 2 cores; what CI runs): lavapipe at subgroup
#                  sizes 4, 8, 16, SwiftShader, the validation layers, sanitizers, packaging, MPI,
#                  plus `make gen-check` and a build of the benchmark (it must keep compiling)
#   make test-chromium  the opt-in phases gpu-av, newlayer, swiftshader of tests/run_tests.sh: the
#                  current validation layer and SwiftShader from Debian's chromium-common package,
#                  downloaded (not installed) into $(BUILD)/chromium by tests/chromium_vulkan.sh
#   make gen       regenerate shaders/interface.glsl and the interface + SPIR-V blocks of vk_reduce.h
#                  (gen/gen.py: glslangValidator, spirv-val)
#   make gen-check fail if interface.glsl or vk_reduce.h differs from what `make gen` would write
#   make bench     build the benchmark (bench/bench.c on the tests' instance and device set-up,
#                  tests/harness.c; bench/copy.comp compiled by glslangValidator into
#                  build/bench/copy_spv.h) and bench/first_use.c (context creation and first-use
#                  pipeline costs) into build/bench/; the GPU run and its tables: bench/README.md
#   make bench-rev REV=<commit>  the benchmark of another commit, for A/B runs: that commit's
#                  files (git archive) built by its own Makefile rule in $(BUILD)/rev/<hash>/
#                  (its binary: $(BUILD)/rev/<hash>/build/bench/bench)
#   make packaging-test  tests/packaging.sh: a consumer project built through CMake
#                  (add_subdirectory, FetchContent, find_package after install) and pkg-config,
#                  each run on lavapipe (also a phase of `make test`)
#   make mpi-example  install mpich + libmpich-dev too (as root; else prints the command), then
#                  tests/mpi_test.sh: tests/test_mpi.c and examples/mpi_reduce.c built with mpicc, 4 MPI
#                  ranks on lavapipe, then ranks at subgroup sizes 4, 8, 16, 8 (MPMD), results checked
#   make multi-gpu-example  build and run examples/multi_gpu.c: an f32 sum, one context per Vulkan
#                  device (2 on one device), a shard each on its own thread, combined in a fixed
#                  order (MULTI_GPU_ARGS: its options, e.g. "--count 1000000 --contexts 4")
#   make operators the headers of the user-defined operators in examples/operators (gen.py --user-op)
#                  into $(BUILD)/operators; make operators-example builds and runs
#                  examples/operators/brackets.c (balanced brackets with the bicyclic monoid)
#   make gpu-tests build the tests for a real GPU (run by hand there, see bench/README.md):
#                  build/tests/test_reduce, build/tests/test_scan, build/tests/test_operators, build/tests/test_alloc_fail
#                  (bench/run_gpu_checks.sh runs it) and build/tests/test_huge (> 2^32 elements,
#                  ~17 GB)
CC ?= cc
BUILD ?= build
# test_reduce: its group table and main() (test_reduce.c), the groups by area, the harness (the
# one file that compiles the implementation); test_scan: its groups and the harness
TEST_REDUCE_SRC = tests/test_reduce.c tests/reduce_core.c tests/reduce_errors.c tests/paths.c \
                  tests/reliability.c tests/rows.c tests/argmin.c tests/transform.c tests/moments.c tests/narrow.c \
                  tests/api.c tests/harness.c
TEST_SCAN_SRC = tests/test_scan.c tests/scan_rows.c tests/select.c tests/segments.c tests/harness.c
# test_operators: the user-defined operators of examples/operators, their headers made by
# gen.py --user-op into $(BUILD)/operators (make operators)
OPERATORS = $(patsubst examples/operators/%.glsl,$(BUILD)/operators/%.h,$(wildcard examples/operators/*.glsl))
CFLAGS ?= -O2
WARN = -Wall -Wextra -Werror
# Debian packages: build (headers, volk, compilers, generator tools) and test (lavapipe, layers).
PACKAGES = make gcc g++ clang python3 libvulkan-dev libvulkan-volk-dev glslang-tools spirv-tools \
           mesa-vulkan-drivers vulkan-validationlayers valgrind cmake pkgconf

# MPI: make mpi-example and the tests' phase mpi (make test installs them too)
MPI_PACKAGES = mpich libmpich-dev

.PHONY: all deps example check test test-chromium gen gen-check bench bench-rev gpu-tests clean packaging-test multi-gpu-example
.PHONY: operators operators-example
.PHONY: deps-mpi mpi-example

all: $(BUILD)/example

deps:
	@missing=""; for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ]; then \
	  echo "installing:$$missing"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null || exit 1; \
	else \
	  echo "missing Debian packages; run: sudo apt-get install$$missing"; exit 1; \
	fi

deps-mpi:
	@$(MAKE) --no-print-directory deps PACKAGES="$(MPI_PACKAGES)"

# builds tests/test_mpi.c and examples/mpi_reduce.c into $(BUILD)/tests/mpi/ and runs them (see tests/mpi_test.sh)
mpi-example: deps deps-mpi
	BUILD_DIR=$(BUILD)/tests bash tests/mpi_test.sh

$(BUILD)/example: example.c vk_reduce.h
	@mkdir -p $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -I. example.c -o $@ -ldl -lm

example: deps
	@$(MAKE) --no-print-directory $(BUILD)/example
	./$(BUILD)/example

$(BUILD)/multi_gpu: examples/multi_gpu.c vk_reduce.h
	@mkdir -p $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -I. examples/multi_gpu.c -o $@ -pthread -ldl -lm

multi-gpu-example: deps
	@$(MAKE) --no-print-directory $(BUILD)/multi_gpu
	./$(BUILD)/multi_gpu $(MULTI_GPU_ARGS)

# a user-defined operator's header (gen.py --user-op; glslangValidator and spirv-val)
$(BUILD)/operators/%.h: examples/operators/%.glsl gen/gen.py $(wildcard shaders/*.comp shaders/*.glsl)
	@mkdir -p $(BUILD)/operators
	python3 gen/gen.py --user-op $< --output $@

operators: $(OPERATORS)

# examples/operators/brackets.c: a user-defined operator (the bicyclic monoid) in prototype mode
$(BUILD)/brackets: examples/operators/brackets.c vk_reduce.h $(BUILD)/operators/bicyclic.h
	$(CC) -std=c99 $(WARN) $(CFLAGS) -I. -I$(BUILD)/operators examples/operators/brackets.c -o $@ -ldl -lm

operators-example: deps
	@$(MAKE) --no-print-directory $(BUILD)/brackets
	./$(BUILD)/brackets "(a(b)c))(d" || [ $$? = 3 ]

check: deps
	@mkdir -p $(BUILD)/check
	@$(MAKE) --no-print-directory operators
	$(CC) -std=c99 $(WARN) -O2 -I. -I$(BUILD)/operators tests/test_operators.c tests/harness.c -o $(BUILD)/check/test_operators -ldl -lm
	$(CC) -std=c99 $(WARN) -O2 -I. $(TEST_REDUCE_SRC) -o $(BUILD)/check/test_reduce -ldl -lm & \
	$(CC) -std=c99 $(WARN) -O2 -I. $(TEST_SCAN_SRC) -o $(BUILD)/check/test_scan -ldl -lm; \
	s=$$?; wait $$! && [ $$s = 0 ]
	BUILD_DIR=$(BUILD)/check bash tests/check.sh

test: deps deps-mpi gen-check $(BUILD)/bench/bench
	BUILD_DIR=$(BUILD)/tests bash tests/run_tests.sh

test-chromium: deps
	VKR_TEST_PHASES="gpu-av newlayer swiftshader" VKR_CHROMIUM_DIR=$(BUILD)/chromium \
	    BUILD_DIR=$(BUILD)/tests bash tests/run_tests.sh

packaging-test: deps
	bash tests/packaging.sh $(BUILD)/packaging

gen:
	python3 gen/gen.py

gen-check:
	python3 gen/gen.py --check

bench: deps
	@$(MAKE) --no-print-directory $(BUILD)/bench/bench $(BUILD)/bench/first_use

# The bench's copy kernel (the scan mode's bandwidth ceiling), as a C array of SPIR-V words.
$(BUILD)/bench/copy_spv.h: bench/copy.comp
	@mkdir -p $(BUILD)/bench
	glslangValidator -V --target-env vulkan1.1 --vn vkb_copy_spv -o $@ bench/copy.comp >/dev/null

# the instance and device set-up are the tests' (tests/harness.c, which compiles vk_reduce.h)
$(BUILD)/bench/bench: bench/bench.c tests/harness.c tests/harness.h vk_reduce.h $(BUILD)/bench/copy_spv.h \
                      $(BUILD)/operators/stats.h $(BUILD)/operators/bicyclic.h
	$(CC) -std=c99 $(WARN) -O2 -I. -I$(BUILD)/bench -I$(BUILD)/operators bench/bench.c tests/harness.c -o $@ -ldl -lm

# Another commit's bench/bench.c with its own vk_reduce.h and set-up (before this rule's commit
# bench.c compiled alone; from it on with tests/harness.c): its tree, its Makefile's rule.
bench-rev:
	@test -n "$(REV)" || { echo "usage: make bench-rev REV=<commit>"; exit 2; }
	@set -e; rev=$$(git rev-parse --short "$(REV)^{commit}"); dir=$(BUILD)/rev/$$rev; \
	rm -rf "$$dir"; mkdir -p "$$dir"; git archive "$$rev" | tar -x -C "$$dir"; \
	$(MAKE) --no-print-directory -C "$$dir" BUILD=build build/bench/bench; \
	echo "built $$dir/build/bench/bench"

# context creation and the first use of each kernel (pipeline creation), host clock
$(BUILD)/bench/first_use: bench/first_use.c vk_reduce.h
	@mkdir -p $(BUILD)/bench
	$(CC) -std=c99 $(WARN) -O2 -I. bench/first_use.c -o $@ -ldl -lm

gpu-tests:
	@mkdir -p $(BUILD)/tests
	@$(MAKE) --no-print-directory operators
	$(CC) -std=c99 $(WARN) -O2 -I. -I$(BUILD)/operators tests/test_operators.c tests/harness.c -o $(BUILD)/tests/test_operators -ldl -lm
	$(CC) -std=c99 $(WARN) -O2 -I. $(TEST_REDUCE_SRC) -o $(BUILD)/tests/test_reduce -ldl -lm
	$(CC) -std=c99 $(WARN) -O2 -I. $(TEST_SCAN_SRC) -o $(BUILD)/tests/test_scan -ldl -lm
	$(CC) -std=c99 $(WARN) -O2 -I. -I$(BUILD)/operators tests/test_alloc_fail.c tests/harness.c -o $(BUILD)/tests/test_alloc_fail -ldl -lm
	$(CC) -std=c99 $(WARN) -O2 -I. tests/test_huge.c -o $(BUILD)/tests/test_huge -ldl -lm

clean:
	rm -rf $(BUILD)
