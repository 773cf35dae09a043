# Shared by engines/scutemob/build and scutemob-adapter (sourced, not run).
# $home: the cache, outside the repo; build_dir CHECKOUT: where the adapter for that checkout's
# commit and our sources is built (the key: the commit and a hash of our sources).
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
home="${SCUTEMOB_ADAPTER_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/rulings-scutemob}"

die() {
    echo "$(basename "$0"): $*" >&2
    exit 2
}

commit_of() { # commit_of CHECKOUT -> the checkout's commit, or die naming the problem
    local checkout="$1"
    [ -d "$checkout/crates/engine" ] || die "$checkout is not a scutemob checkout (no crates/engine)"
    git -C "$checkout" rev-parse HEAD 2>/dev/null || die "$checkout is not a git checkout (no commit to key the build by)"
}

sources_hash() { # a hash of the adapter's own sources
    (cd "$here" && find wire/src backend -type f -name '*.rs' 2>/dev/null | sort | xargs cat; cat wire/Cargo.toml build) \
        | sha1sum | cut -c1-12
}

build_dir() { # build_dir CHECKOUT
    local commit
    commit="$(commit_of "$1")" || exit 2
    echo "$home/build-${commit:0:12}-$(sources_hash)"
}
