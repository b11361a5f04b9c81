//! Painting a chain (HDU 3980 "Paint Chain"): a necklace of n beads; a move paints m
//! consecutive unpainted beads; who cannot paint loses.
//!
//! On the circle every first move is alike (the necklace turns): it leaves a line of
//! n − m unpainted beads, and none at all when n < m. On a line of L beads a move paints m
//! consecutive ones and leaves two lines, of a and L − m − a beads, so (Sprague–Grundy)
//! G(L) = 0 for L < m and G(L) = mex{G(a) ⊕ G(L − m − a) : 0 ≤ a ≤ (L − m)/2}: the octal
//! game whose m-th digit is 7 (Treblecross, 0.007, for m = 3), whose values follow no known
//! period in general. The first player wins iff n ≥ m and G(n − m) = 0.

use crate::games::mex::Mex;

/// The Grundy values of lines under "paint `run` consecutive beads", extended on demand.
#[derive(Debug)]
pub struct Lines {
    run: u64,
    /// `values[i]` is G(run + i); shorter lines have no move (value 0).
    values: Vec<u32>,
    mex: Mex,
}

impl Lines {
    /// The lines of a game that paints `run` ≥ 1 beads a move.
    pub fn new(run: u64) -> Lines {
        debug_assert!(run >= 1);
        Lines {
            run,
            values: Vec::new(),
            mex: Mex::default(),
        }
    }

    /// How many values beyond the lines shorter than `run` a line of `beads` needs.
    fn needed(&self, beads: u64) -> u64 {
        beads.checked_sub(self.run).map_or(0, |extra| extra + 1)
    }

    /// The options `grundy(beads)` would value to extend the table that far: the line of
    /// run + i beads has i/2 + 1 of them.
    ///
    /// # Complexity
    /// O(1): Σ_{i<k} ⌊i/2⌋ = ⌊k/2⌋·⌊(k − 1)/2⌋.
    pub fn work(&self, beads: u64) -> u128 {
        let below = |k: u128| {
            if k == 0 {
                0
            } else {
                k + (k / 2) * ((k - 1) / 2)
            }
        };
        let (have, need) = (self.values.len() as u128, u128::from(self.needed(beads)));
        match need > have {
            true => below(need) - below(have),
            false => 0,
        }
    }

    /// The Grundy value of a line of `beads` beads.
    ///
    /// # Complexity
    /// O(1) once computed; extending the table to k values costs `work`, about k²/4.
    ///
    /// # Example
    /// ```
    /// use grundy::games::paint::Lines;
    /// let mut kayles_like = Lines::new(2); // 0.07, Dawson's Kayles
    /// let values: Vec<u32> = (0..10).map(|n| kayles_like.grundy(n)).collect();
    /// assert_eq!(values, [0, 0, 1, 1, 2, 0, 3, 1, 1, 0]);
    /// ```
    pub fn grundy(&mut self, beads: u64) -> u32 {
        let need = self.needed(beads) as usize;
        while self.values.len() < need {
            let rest = self.values.len(); // beads left beside the painted run
            let run = self.run as usize;
            let values = &self.values;
            let at = |length: usize| match length.checked_sub(run) {
                Some(i) => values[i],
                None => 0,
            };
            // The splits leave `left` ≤ `rest − left` beads beside the run painted (left from
            // 0 to rest / 2). A left part shorter than the run is worth 0; a longer one, of
            // run + i beads, meets a right one of run + (rest − 2·run − i): two slices, one
            // read forwards and one backwards, with no test of lengths.
            let half = rest / 2 + 1;
            let short = run.min(half);
            let rights_of_longer = match half > run {
                true => &values[..=rest - 2 * run],
                false => &[][..],
            };
            let short_lefts = (0..short).map(|left| at(rest - left));
            let long_lefts = (values[..half - short].iter())
                .zip(rights_of_longer.iter().rev())
                .map(|(left, right)| left ^ right);
            let value = self.mex.among(half, short_lefts.chain(long_lefts));
            self.values.push(value);
        }
        match need {
            0 => 0,
            _ => self.values[need - 1],
        }
    }
}

impl Lines {
    /// The `work` of `first_player_wins` on a necklace of `beads`: that of its line of
    /// beads − run, and none when the necklace is shorter than the run.
    pub fn necklace_work(&self, beads: u64) -> u128 {
        beads
            .checked_sub(self.run)
            .map_or(0, |line| self.work(line))
    }
}

/// Whether the first player wins on a necklace of `beads` beads, painting `lines`' run.
///
/// # Example
/// ```
/// use grundy::games::paint::{first_player_wins, Lines};
/// assert!(first_player_wins(3, &mut Lines::new(1)));
/// assert!(!first_player_wins(4, &mut Lines::new(2)));
/// ```
pub fn first_player_wins(beads: u64, lines: &mut Lines) -> bool {
    match beads.checked_sub(lines.run) {
        Some(left) => lines.grundy(left) == 0,
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::octal::OctalGame;
    use crate::oracles::brute::win_table;

    /// Every necklace of up to 12 beads and every run up to 13, played out: a state is
    /// the set of unpainted beads, and a move paints `run` consecutive ones round the
    /// circle (so painting lowers the state).
    #[test]
    fn necklaces_follow_the_moves() {
        for beads in 0..=12usize {
            for run in 1..=13usize {
                let win = win_table(1 << beads, |unpainted, next| {
                    if run > beads {
                        return;
                    }
                    for start in 0..beads {
                        let painted = (0..run).fold(0, |m, k| m | 1 << ((start + k) % beads));
                        if unpainted & painted == painted {
                            next.push(unpainted & !painted);
                        }
                    }
                });
                let mut lines = Lines::new(run as u64);
                let expected = win[(1 << beads) - 1];
                assert_eq!(
                    first_player_wins(beads as u64, &mut lines),
                    expected,
                    "{beads} beads, paint {run}"
                );
            }
        }
    }

    /// The lines against the octal game 0.0…07 (digit `run` is 7), far past the necklaces,
    /// and `work` against the options actually valued.
    #[test]
    fn lines_are_the_octal_game_with_one_digit_7() {
        for run in 1..=7u64 {
            let code = format!("0.{}7", "0".repeat(run as usize - 1));
            let octal = OctalGame::parse(&code).unwrap();
            let mut expected = Vec::new();
            octal.extend(&mut expected, 600);
            let mut lines = Lines::new(run);
            for (beads, &value) in expected.iter().enumerate() {
                let fresh = Lines::new(run);
                let options: u128 = (run..=beads as u64)
                    .map(|l| u128::from((l - run) / 2 + 1))
                    .sum();
                assert_eq!(fresh.work(beads as u64), options, "{code}, {beads}");
                assert_eq!(lines.grundy(beads as u64), value, "{code}, {beads}");
            }
        }
    }

    /// Runs and necklaces near 2^64: a necklace shorter than twice the run leaves a line
    /// too short to paint, with no table at all.
    #[test]
    fn huge_runs_need_no_table() {
        let mut lines = Lines::new(1 << 63);
        assert!(first_player_wins(u64::MAX, &mut lines));
        assert!(!first_player_wins((1 << 63) - 1, &mut lines));
        assert_eq!(lines.necklace_work(u64::MAX), 0);
        let mut whole = Lines::new(u64::MAX);
        assert!(first_player_wins(u64::MAX, &mut whole));
        assert!(Lines::new(1).necklace_work(u64::MAX) > u128::from(u64::MAX));
    }
}
