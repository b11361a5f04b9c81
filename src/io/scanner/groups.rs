//! The scanner's readers of many numbers at once: groups of `N` numbers, each named and in
//! its range (`groups`, `groups_that`, `group_runs`, `group_runs_until_zeros`) and sets of
//! numbers below 64 (`bit_sets`). Each takes long runs from the batch parser where the
//! processor allows (`batch`) and reads the rest one number at a time on the token path,
//! whose errors they give.

use crate::io::batch::Batch;
use crate::io::fault::Fault;
use crate::io::scanner::Scanner;
use crate::io::{GroupTest, Number};
use std::io::Read;
use std::ops::RangeInclusive;

/// Whether `value` lies in `least..=most`: `groups`' bounds, compared plainly
/// (`RangeInclusive::contains` also tests the range's "exhausted" flag, a load and a branch
/// per number).
#[inline(always)]
fn in_limits(value: u64, &(least, most): &(u64, u64)) -> bool {
    least <= value && value <= most
}

/// `values` as groups of `N`, a partial last one dropped: `<[u64]>::as_chunks`, which
/// judges' compilers (Rust 1.63) lack. (N = 0 panics at the division, before the cast.)
pub(super) fn as_groups<const N: usize>(values: &[u64]) -> &[[u64; N]] {
    // SAFETY: `[u64; N]` is N u64 with their alignment: `len / N` groups of `values`.
    unsafe { std::slice::from_raw_parts(values.as_ptr().cast::<[u64; N]>(), values.len() / N) }
}

impl<R: Read> Scanner<R> {
    /// Reads groups of `N` numbers, the i-th of each group as `numbers[i]` says (its name
    /// and range), and hands each group to `each`, in order: `count` groups, or with `None`
    /// as many as there are until the end of input (which must not cut a group short). The
    /// same as reading each number with `u64_in`, errors included (a refusal names the
    /// number and the group, `Fault::named` and `Fault::in_truncated`; an input that ends
    /// inside group k of `count` says `expected {count} {noun}s, found only {k}…`), but long
    /// runs of groups are taken in batches where the processor allows (see `batch`).
    pub fn groups<const N: usize, F>(
        &mut self,
        count: Option<u64>,
        noun: &str,
        numbers: &[Number; N],
        mut each: F,
    ) -> Result<(), Fault>
    where
        F: FnMut([u64; N]),
    {
        self.group_runs(count, noun, numbers, |run| {
            run.iter().for_each(|&group| each(group))
        })
    }

    /// `groups`, each group also passing `accept` (two columns apart, say); a group that
    /// does not is refused at its last number, `expected {expected}`, as `u64_that` would.
    /// `accept` sees the groups it accepts in order, each once, so it may carry state (the
    /// previous group, for an order the input must keep); it may be asked again about a
    /// group it refuses (by the batch, then by the one-by-one read), so a refusal must
    /// leave its state as it was.
    pub fn groups_that<const N: usize, A, F>(
        &mut self,
        count: Option<u64>,
        noun: &str,
        numbers: &[Number; N],
        (expected, accept): (&str, A),
        mut each: F,
    ) -> Result<(), Fault>
    where
        A: FnMut(&[u64; N]) -> bool,
        F: FnMut([u64; N]),
    {
        self.checked_group_runs(count, noun, numbers, Some((expected, accept)), |run| {
            run.iter().for_each(|&group| each(group))
        })
    }

    /// `groups`, handing the groups over in runs of consecutive ones: as many as a batch
    /// holds, and runs of one off the batch path, for a rule that does better on many cases
    /// at once than one at a time.
    pub fn group_runs<const N: usize, F>(
        &mut self,
        count: Option<u64>,
        noun: &str,
        numbers: &[Number; N],
        each: F,
    ) -> Result<(), Fault>
    where
        F: FnMut(&[[u64; N]]),
    {
        let unchecked: Option<(&str, GroupTest<N>)> = None;
        self.checked_group_runs(count, noun, numbers, unchecked, each)
    }

    /// `group_runs`, and `groups_that` when `check` is given.
    #[inline(always)]
    fn checked_group_runs<const N: usize, A, F>(
        &mut self,
        count: Option<u64>,
        noun: &str,
        numbers: &[Number; N],
        mut check: Option<(&str, A)>,
        mut each: F,
    ) -> Result<(), Fault>
    where
        A: FnMut(&[u64; N]) -> bool,
        F: FnMut(&[[u64; N]]),
    {
        // Plain bounds, for `in_limits`.
        let limits = numbers
            .clone()
            .map(|(_, range)| (*range.start(), *range.end()));
        let mut read = 0u64;
        while count.map_or(true, |count| read < count) {
            let left = count.map_or(u64::MAX, |count| count - read);
            let accept = check.as_mut().map(|(_, accept)| accept);
            let taken = self.batch_groups(left, &limits, accept, &mut each);
            if taken > 0 {
                read += taken;
                continue;
            }
            if count.is_none() && !self.has_more()? {
                break;
            }
            let mut group = [0; N];
            for column in 0..N {
                let (least, most) = limits[column];
                let value = match &mut check {
                    Some((expected, accept)) if column == N - 1 => {
                        self.u64_that(least..=most, expected, |value| {
                            group[column] = value;
                            accept(&group)
                        })
                    }
                    _ => self.u64_in(least..=most),
                };
                group[column] = value.map_err(|fault| {
                    let fault = fault.named(numbers[column].0);
                    match count {
                        Some(count) => fault.in_truncated(read, count, noun),
                        None => fault,
                    }
                })?;
            }
            each(&[group]);
            read += 1;
        }
        Ok(())
    }

    /// `group_runs`' batch path: how many groups (up to `left`) it gave `each`. `accept`
    /// sees the groups in range in order, up to the first it refuses, and `each` gets each
    /// group it accepts at once, alone.
    #[inline(always)]
    fn batch_groups<const N: usize, A, F>(
        &mut self,
        left: u64,
        limits: &[(u64, u64); N],
        accept: Option<&mut A>,
        each: &mut F,
    ) -> u64
    where
        A: FnMut(&[u64; N]) -> bool,
        F: FnMut(&[[u64; N]]),
    {
        if let (Some(batch), true) = (&mut self.batch, self.pos < self.fast_end) {
            // `bytes()` itself would borrow all of `self`: `self.batch` is borrowed mutably.
            let bytes = &self.buf[..];
            let wanted = left.saturating_mul(N as u64);
            let numbers = batch.numbers(bytes, self.pos, self.len, wanted);
            let groups = as_groups(numbers);
            // Whole groups whose numbers are all in range; the rest goes one by one.
            // Usually all of them are: a column of any u64 takes no look, nor does one whose
            // range holds the batch's least and greatest value (found once, when a column
            // first needs them); another, one pass with no branch per number (`value - least
            // <= most - least`, wrapping: one comparison where `in_limits` makes two).
            let mut span = None;
            let all = limits.iter().enumerate().all(|(column, &(least, most))| {
                (least, most) == (0, u64::MAX)
                    || {
                        // SAFETY: this is a batch's path, taken only with a `Batch`.
                        let &mut (low, high) =
                            span.get_or_insert_with(|| unsafe { Batch::span(numbers) });
                        least <= low && high <= most
                    }
                    || least <= most
                        && !groups.iter().fold(false, |out, group| {
                            out | (group[column].wrapping_sub(least) > most - least)
                        })
            });
            let in_range = match all {
                true => groups.len(),
                false => (groups.iter())
                    .position(|group| {
                        let mut values = group.iter().zip(limits);
                        values.any(|(&value, limit)| !in_limits(value, limit))
                    })
                    .unwrap_or(groups.len()),
            };
            // With a test, each group goes to `each` as it passes: one pass, not a pass of
            // the test and another of `each`.
            let taken = match accept {
                Some(accept) => {
                    let mut taken = 0;
                    for group in &groups[..in_range] {
                        if !accept(group) {
                            break;
                        }
                        each(std::slice::from_ref(group));
                        taken += 1;
                    }
                    taken
                }
                None if in_range > 0 => {
                    each(&groups[..in_range]);
                    in_range
                }
                None => 0,
            };
            if taken > 0 {
                self.pos = batch.after(taken * N);
            }
            return taken as u64;
        }
        0
    }

    /// `group_runs` for formats that end at a group of zeros (`0 0`) or at the end of
    /// input, their groups otherwise starting with a number of at least 1 (`numbers[0]`
    /// excludes 0, so that the batch path stops at the zeros). A group that starts with 0
    /// must be all zeros: another number there is refused, `expected {zeros}`. Returns
    /// whether the closing group was read.
    pub fn group_runs_until_zeros<const N: usize, F>(
        &mut self,
        numbers: &[Number; N],
        zeros: &str,
        mut each: F,
    ) -> Result<bool, Fault>
    where
        F: FnMut(&[[u64; N]]),
    {
        debug_assert!(
            !numbers[0].1.contains(&0),
            "a group starting with 0 closes the input"
        );
        let limits = numbers
            .clone()
            .map(|(_, range)| (*range.start(), *range.end()));
        loop {
            let unchecked: Option<&mut GroupTest<N>> = None;
            if self.batch_groups(u64::MAX, &limits, unchecked, &mut each) > 0 {
                continue;
            }
            if !self.has_more()? {
                return Ok(false);
            }
            let mut group = [0; N];
            for (column, (value, &(least, most))) in group.iter_mut().zip(&limits).enumerate() {
                // The closing group's 0 is read as a number in the first column's range.
                *value = (self.u64_in(if column == 0 { 0 } else { least }..=most))
                    .map_err(|fault| fault.named(numbers[column].0))?;
                if column == 0 && *value == 0 {
                    for _ in 1..N {
                        self.u64_that(0..=u64::MAX, zeros, |value| value == 0)?;
                    }
                    return Ok(true);
                }
            }
            each(&[group]);
        }
    }

    /// Reads `count` sets of numbers below 64 (`nouns`: what a set and a member are called),
    /// each a length in `lengths` and then that many distinct numbers in `members`, and
    /// hands each set to `each` as a bit mask (bit v set when v was read). The same as
    /// reading every number with `u64_in` and `u64_that`, errors included: a number read
    /// before in its set is refused at its second place, `expected {repeated}`, and an input
    /// that ends early says `expected 5 cells, found only 3…` (or rows, between sets). Long
    /// runs of sets are taken in batches where the processor allows.
    pub fn bit_sets<F>(
        &mut self,
        count: u64,
        lengths: RangeInclusive<u64>,
        members: RangeInclusive<u64>,
        nouns: [&str; 2],
        repeated: &str,
        mut each: F,
    ) -> Result<(), Fault>
    where
        F: FnMut(u64),
    {
        assert!(*members.end() < 64, "sets of numbers below 64");
        let mut read = 0;
        while read < count {
            let taken = self.batch_bit_sets(count - read, &lengths, &members, &mut each);
            if taken > 0 {
                read += taken;
                continue;
            }
            let set = self
                .bit_set(lengths.clone(), members.clone(), nouns[1], repeated)
                .map_err(|fault| fault.in_truncated(read, count, nouns[0]))?;
            each(set);
            read += 1;
        }
        Ok(())
    }

    /// One set of `bit_sets` on the token path.
    fn bit_set(
        &mut self,
        lengths: RangeInclusive<u64>,
        members: RangeInclusive<u64>,
        noun: &str,
        repeated: &str,
    ) -> Result<u64, Fault> {
        let length = self.u64_in(lengths)?;
        let mut set = 0u64;
        self.repeat(length, noun, |input| {
            let member =
                input.u64_that(members.clone(), repeated, |member| set >> member & 1 == 0)?;
            set |= 1 << member;
            Ok(())
        })?;
        Ok(set)
    }

    /// `bit_sets`' batch path: how many sets (up to `left`) it gave `each`. It stops before
    /// a set that runs past the batch or that the token path must refuse.
    #[inline(always)]
    fn batch_bit_sets<F: FnMut(u64)>(
        &mut self,
        left: u64,
        lengths: &RangeInclusive<u64>,
        members: &RangeInclusive<u64>,
        each: &mut F,
    ) -> u64 {
        let batch = match (&mut self.batch, self.pos < self.fast_end) {
            (Some(batch), true) => batch,
            _ => return 0,
        };
        let numbers = batch.numbers(&self.buf[..], self.pos, self.len, u64::MAX);
        let (mut sets, mut used) = (0, 0);
        while sets < left && used < numbers.len() {
            let length = numbers[used];
            let end = match usize::try_from(length) {
                Ok(length) if lengths.contains(&(length as u64)) => used + 1 + length,
                _ => break,
            };
            if end > numbers.len() {
                break;
            }
            // No branch per member: the set is checked whole, and one the token path must
            // refuse (a member out of range or repeated) is left to it.
            let (mut set, mut outside) = (0u64, false);
            for &member in &numbers[used + 1..end] {
                outside |= !members.contains(&member);
                set |= 1 << (member & 63);
            }
            if outside || u64::from(set.count_ones()) != length {
                break;
            }
            each(set);
            sets += 1;
            used = end;
        }
        if sets > 0 {
            self.pos = batch.after(used);
        }
        sets
    }
}
