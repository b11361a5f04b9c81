//! The minimum excludant: the least value that none of a position's options has. Every
//! Grundy value is one (a position's value is the mex of its options' values).

/// The mex of one position's option values at a time, with its scratch memory kept from one
/// position to the next (value tables call it once per position).
///
/// # Example
/// ```
/// use grundy::games::mex::Mex;
/// let mut mex = Mex::default();
/// assert_eq!(mex.among(4, [0, 1, 3, 1]), 2);
/// assert_eq!(mex.among(0, []), 0);
/// ```
#[derive(Debug, Default)]
pub struct Mex {
    /// `seen[v]`: some option has value v, for v up to the number of options (a mex is at
    /// most that, so larger values need no slot).
    seen: Vec<bool>,
}

impl Mex {
    /// The least value not among `values`, the values of at most `options` options (so
    /// that the mex is at most `options`).
    ///
    /// # Complexity
    /// O(options), whatever the values are (memory for `options + 1` flags).
    pub fn among(&mut self, options: usize, values: impl IntoIterator<Item = u32>) -> u32 {
        self.seen.clear();
        self.seen.resize(options + 1, false);
        // Internal iteration: a chain of iterators is then walked part by part, with no
        // test per value of which part it is in.
        let seen = &mut self.seen;
        values.into_iter().for_each(|value| {
            if let Some(slot) = seen.get_mut(value as usize) {
                *slot = true;
            }
        });
        self.seen.iter().position(|&seen| !seen).unwrap_or(options) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::rng::Rng;

    #[test]
    fn the_mex_is_the_least_value_missing() {
        let mut rng = Rng::new(3);
        let mut mex = Mex::default();
        for _ in 0..2000 {
            let values: Vec<u32> = (0..rng.range(0, 12))
                .map(|_| rng.range(0, 14) as u32)
                .collect();
            let least_missing = (0..).find(|v| !values.contains(v)).unwrap();
            assert_eq!(
                mex.among(values.len(), values.iter().copied()),
                least_missing
            );
        }
        assert_eq!(mex.among(2, [u32::MAX, 0]), 1);
    }
}
