//! Every binary's spec (`crate::io::Spec`), by the judge of its first problem: the one
//! statement of its problem, which the binary, the tools, the tests and the docs all read.

pub mod atcoder;
pub mod codeforces;
pub mod cses;
pub mod hdu;
pub mod leetcode;
pub mod luogu;
pub mod other;
pub mod poj;
pub mod spoj;

use crate::io::Spec;

/// Every binary's spec, by judge.
pub fn all() -> impl Iterator<Item = &'static Spec> {
    [
        atcoder::ALL,
        codeforces::ALL,
        cses::ALL,
        hdu::ALL,
        leetcode::ALL,
        luogu::ALL,
        other::ALL,
        poj::ALL,
        spoj::ALL,
    ]
    .into_iter()
    .flatten()
    .copied()
}

/// The spec of the binary `name`.
pub fn named(name: &str) -> Option<&'static Spec> {
    all().find(|spec| spec.name == name)
}
