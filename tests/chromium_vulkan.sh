#!/usr/bin/env bash
# tests/chromium_vulkan.sh - SwiftShader (a second CPU Vulkan driver) and a current Khronos
# validation layer, taken from Debian's chromium-common package without installing it.
#
#   bash tests/chromium_vulkan.sh [FOLDER]          (FOLDER defaults to build/chromium)
#   eval "$(bash tests/chromium_vulkan.sh)"         (sets the variables below)
#
# Downloads chromium-common with `apt-get download` (runs `apt-get update` first only when the
# download fails), unpacks it with `dpkg -x` into FOLDER/root, builds tests/layer_manifest.c and
# writes FOLDER/layer/VkLayer_khronos_validation.json next to a link to the layer library (the
# package ships the library without a manifest; everything in the manifest -- version,
# implementation version, instance and device extensions -- is read from the library itself).
# Idempotent: a second run reuses the unpacked package (FOLDER/stamp) and rewrites only the
# manifest. CHROMIUM_REFRESH=1 downloads again; CHROMIUM_COMMON_DEB=/path/to.deb uses that file
# instead of downloading (a CI cache).
#
# Prints (stdout; progress goes to stderr):
#   export VKR_SWIFTSHADER_ICD=FOLDER/root/usr/lib/chromium/vk_swiftshader_icd.json
#   export VKR_NEW_LAYER_PATH=FOLDER/layer         (a folder holding only the layer manifest)
#   export VKR_CHROMIUM_COMMON_VERSION=... VKR_NEW_LAYER_VERSION=...
# Use: VK_ICD_FILENAMES=$VKR_SWIFTSHADER_ICD selects SwiftShader; VK_LAYER_PATH=$VKR_NEW_LAYER_PATH
# makes the loader see this layer instead of the system's: VK_LAYER_PATH replaces the system
# search paths. (VK_ADD_LAYER_PATH puts the folder in front of them; with Debian's loader
# 1.3.239 the first VK_LAYER_KHRONOS_validation found wins, so it loads this one too -- checked
# with VK_LOADER_DEBUG=layer -- but the old one stays visible.) tests/probe_devices --layer sync
# prints which one the loader sees and which one is active on each device.
#
# Exit status: 0 ok; 2 the package could not be fetched (no apt-get, no network, no such
# package); 1 anything else (unpacking, no C compiler, the library is not a layer).
#
# Tested with chromium-common 156.0.8078.79-1~deb12u1 (bookworm-security, 2026-11): a 31.6 MB
# download; kept: libvk_swiftshader.so + vk_swiftshader_icd.json (SwiftShader 5.0.0, Vulkan
# 1.3.0), libVkLayer_khronos_validation.so (VK_LAYER_KHRONOS_validation 1.4.364),
# libVkICD_mock_icd.so, usr/share/doc (licences): 30 MB. The package follows
# Chromium's security updates: nothing here pins its version.
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
DIR=${1:-$ROOT/build/chromium}
mkdir -p "$DIR" || exit 1
DIR=$(cd "$DIR" && pwd)
LIBDIR=$DIR/root/usr/lib/chromium
LAYER_SO=libVkLayer_khronos_validation.so
say() { echo "chromium_vulkan: $*" >&2; }

fetch() { # downloads chromium-common_*.deb into $DIR/deb; exit 2 when it cannot
    local apt_opts=() d=$DIR/deb
    rm -rf "$d" && mkdir -p "$d" || exit 1
    if [ -n "${CHROMIUM_COMMON_DEB:-}" ]; then
        cp "$CHROMIUM_COMMON_DEB" "$d/" || { say "cannot read $CHROMIUM_COMMON_DEB"; exit 2; }
        return 0
    fi
    if ! command -v apt-get >/dev/null 2>&1; then
        say "apt-get not found: cannot fetch chromium-common"
        exit 2
    fi
    # as root, apt's download sandbox user (_apt) may not write into $d: download as root
    [ "$(id -u)" = 0 ] && apt_opts=(-o APT::Sandbox::User=root)
    say "apt-get download chromium-common"
    if (cd "$d" && apt-get "${apt_opts[@]}" -q download chromium-common) >&2; then
        return 0
    fi
    if [ "$(id -u)" != 0 ]; then
        say "download failed and apt-get update needs root"
        exit 2
    fi
    say "download failed: apt-get update, then again"
    if ! apt-get -q update >&2 ||
        ! (cd "$d" && apt-get "${apt_opts[@]}" -q download chromium-common) >&2; then
        say "could not fetch chromium-common"
        exit 2
    fi
}

# 1. the package, unpacked once
if [ "${CHROMIUM_REFRESH:-0}" = 1 ] || [ ! -f "$DIR/stamp" ] ||
    [ ! -f "$LIBDIR/$LAYER_SO" ] || [ ! -f "$LIBDIR/vk_swiftshader_icd.json" ]; then
    rm -f "$DIR/stamp"
    fetch
    deb=$(ls "$DIR"/deb/chromium-common_*.deb 2>/dev/null | head -n 1)
    if [ -z "$deb" ]; then
        say "no chromium-common_*.deb after the download"
        exit 2
    fi
    rm -rf "$DIR/root.new" "$DIR/root"
    dpkg -x "$deb" "$DIR/root.new" || { say "dpkg -x $deb failed"; exit 1; }
    # keep the Vulkan pieces (and the licence): 66 MB unpacked, 30 MB kept
    find "$DIR/root.new" -type f ! -path '*/usr/share/doc/*' \
        ! -name libvk_swiftshader.so ! -name vk_swiftshader_icd.json \
        ! -name libVkLayer_khronos_validation.so ! -name libVkICD_mock_icd.so -delete
    mv "$DIR/root.new" "$DIR/root" || exit 1
    version=$(dpkg-deb -f "$deb" Version) || exit 1
    rm -rf "$DIR/deb" # 31 MB: the unpacked tree is what is used
    echo "$version" >"$DIR/stamp"
    say "unpacked chromium-common $version into $DIR/root"
fi
version=$(cat "$DIR/stamp")
for f in "$LAYER_SO" libvk_swiftshader.so vk_swiftshader_icd.json; do
    if [ ! -f "$LIBDIR/$f" ]; then
        say "chromium-common $version has no usr/lib/chromium/$f"
        exit 1
    fi
done

# 2. the layer manifest, in a folder of its own (a layer search folder must hold nothing but
#    layer manifests: the loader would try to read vk_swiftshader_icd.json as one)
CC=${CC:-cc}
mkdir -p "$DIR/layer" "$DIR/bin" || exit 1
if ! "$CC" -std=c99 -Wall -Wextra -Wpedantic -Werror "$ROOT/tests/layer_manifest.c" \
    -o "$DIR/bin/layer_manifest" -ldl >&2; then
    say "cannot build tests/layer_manifest.c with $CC"
    exit 1
fi
ln -sfn "../root/usr/lib/chromium/$LAYER_SO" "$DIR/layer/$LAYER_SO" || exit 1
json=$DIR/layer/VkLayer_khronos_validation.json
if ! "$DIR/bin/layer_manifest" "$DIR/layer/$LAYER_SO" >"$json.new"; then
    say "cannot read the layer's properties from $LIBDIR/$LAYER_SO"
    rm -f "$json.new"
    exit 1
fi
mv "$json.new" "$json" || exit 1
layer_version=$(sed -n 's/.*"api_version": "\([0-9.]*\)".*/\1/p' "$json")
say "chromium-common $version: $LIBDIR/libvk_swiftshader.so, VK_LAYER_KHRONOS_validation" \
    "$layer_version ($json)"

echo "export VKR_SWIFTSHADER_ICD='$LIBDIR/vk_swiftshader_icd.json'"
echo "export VKR_NEW_LAYER_PATH='$DIR/layer'"
echo "export VKR_CHROMIUM_COMMON_VERSION='$version'"
echo "export VKR_NEW_LAYER_VERSION='$layer_version'"
