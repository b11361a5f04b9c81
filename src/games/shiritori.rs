//! AtCoder ABC209 E Shiritori: after a word, the next player must say a dictionary word that
//! starts with its last three characters (repeats allowed); a player who cannot loses.
//!
//! The game graph has a vertex per three-letter string and an edge per word, from its first
//! three letters to its last three: saying a word moves a token along its edge. After the
//! opening word the token stands on its last three letters with the opponent to move, so one
//! retrograde analysis (win, lose or draw) answers every opening at once.

use crate::games::graph::{outcomes_of_edges, Outcome};

/// 52 letters (A–Z, a–z), so 52³ three-letter strings.
const STRINGS: usize = 52 * 52 * 52;

/// A dictionary as the game sees it: of each word only its first and last three letters,
/// as an edge between two vertices. A word costs 8 bytes however long it is, so words are
/// added as they are read and never kept.
pub struct Dictionary {
    /// Each three-letter string's vertex, `u32::MAX` until it occurs: only the strings that
    /// occur become vertices, numbered as they first appear.
    vertex_of: Vec<u32>,
    vertices: u32,
    /// Per word, in order: (vertex of its first three letters, vertex of its last three).
    edges: Vec<(u32, u32)>,
}

impl Default for Dictionary {
    fn default() -> Dictionary {
        Dictionary {
            vertex_of: vec![u32::MAX; STRINGS],
            vertices: 0,
            edges: Vec::new(),
        }
    }
}

impl Dictionary {
    /// Adds a word: ASCII letters, at least three of them; case matters.
    pub fn add(&mut self, word: &[u8]) {
        let first = self.vertex(&word[..3]);
        let last = self.vertex(&word[word.len() - 3..]);
        self.edges.push((first, last));
    }

    fn vertex(&mut self, letters: &[u8]) -> u32 {
        let slot = &mut self.vertex_of[three_letters(letters) as usize];
        if *slot == u32::MAX {
            *slot = self.vertices;
            self.vertices += 1;
        }
        *slot
    }

    /// The outcome for the player who answers each opening word, in the order the words
    /// were added (`Lose` means the opener wins).
    ///
    /// # Complexity
    /// O(words), after clearing a table of the 52³ strings.
    pub fn answers_to_openings(&self) -> Vec<Outcome> {
        let outcome = outcomes_of_edges(self.vertices as usize, &self.edges);
        self.edges
            .iter()
            .map(|&(_, last)| outcome[last as usize])
            .collect()
    }
}

/// `Dictionary::answers_to_openings` for a list of words.
pub fn answers_to_openings(words: &[&[u8]]) -> Vec<Outcome> {
    let mut dictionary = Dictionary::default();
    for word in words {
        dictionary.add(word);
    }
    dictionary.answers_to_openings()
}

fn three_letters(letters: &[u8]) -> u32 {
    let letter = |byte: u8| match byte {
        b'A'..=b'Z' => u32::from(byte - b'A'),
        _ => 26 + u32::from(byte - b'a'),
    };
    letters.iter().fold(0, |index, &b| index * 52 + letter(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::outcomes_by_iteration;
    use crate::oracles::rng::Rng;

    #[test]
    fn the_judge_sample() {
        let words: [&[u8]; 3] = [b"abcd", b"bcda", b"ada"];
        assert_eq!(
            answers_to_openings(&words),
            [Outcome::Win, Outcome::Lose, Outcome::Draw]
        );
    }

    /// Against a direct search of the game itself, whose positions are "word i was just
    /// said", on small dictionaries over few letters (so that words chain and loop).
    #[test]
    fn matches_a_direct_search_on_random_dictionaries() {
        let mut rng = Rng::new(21);
        for _ in 0..3000 {
            let count = rng.range(1, 8) as usize;
            let words: Vec<Vec<u8>> = (0..count)
                .map(|_| {
                    let length = rng.range(3, 5) as usize;
                    (0..length)
                        .map(|_| b"abA"[rng.range(0, 2) as usize])
                        .collect()
                })
                .collect();
            let after_word: Vec<Vec<usize>> = words
                .iter()
                .map(|said| {
                    let tail = &said[said.len() - 3..];
                    (0..count).filter(|&j| &words[j][..3] == tail).collect()
                })
                .collect();
            let expected = outcomes_by_iteration(&after_word);
            let borrowed: Vec<&[u8]> = words.iter().map(|w| w.as_slice()).collect();
            assert_eq!(answers_to_openings(&borrowed), expected, "{words:?}");
        }
    }
}
