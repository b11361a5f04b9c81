//! The worst shapes of the binaries whose first judge is in `grundy::specs::poj`.

use super::*;

/// One tree: a path of `n` vertices from vertex 1, the other labels shuffled, and `loops`
/// loops at its far end.
fn path(w: &mut dyn Write, n: usize, loops: usize) -> io::Result<()> {
    let mut rng = Rng::new(1);
    let mut label: Vec<usize> = (1..=n).collect();
    shuffle(&mut rng, &mut label[1..]);
    writeln!(w, "1\n{n} {}", n - 1 + loops)?;
    for pair in label.windows(2) {
        writeln!(w, "{} {}", pair[0], pair[1])?;
    }
    for _ in 0..loops {
        writeln!(w, "{0} {0}", label[n - 1])?;
    }
    Ok(())
}

/// One tree: a cycle through all 10^6 vertices, the labels but 1 shuffled.
fn cycle(w: &mut dyn Write) -> io::Result<()> {
    let n = 1_000_000;
    let mut rng = Rng::new(2);
    let mut label: Vec<usize> = (1..=n).collect();
    shuffle(&mut rng, &mut label[1..]);
    writeln!(w, "1\n{n} {n}")?;
    for pair in label.windows(2) {
        writeln!(w, "{} {}", pair[0], pair[1])?;
    }
    writeln!(w, "{} 1", label[n - 1])
}

pub const SHAPES: &[(&str, &[Shape])] = &[
    (
        "christmas-game",
        &[
            answered(
                "20 cases of 99 random cacti of 99 vertices and 499 edges",
                Gen(""),
            ),
            answered(
                "a path of 10^6 vertices numbered at random and 10^6 loops (the deepest \
             search, the most edges)",
                Built("christmas-game-path-1e6", |w| path(w, 1_000_000, 1_000_000)),
            ),
            answered(
                "a cycle of 10^6 vertices numbered at random (the longest cycle)",
                Built("christmas-game-cycle-1e6", cycle),
            ),
            refused(
                "a tree of 10^6 + 1 vertices",
                Built("christmas-game-too-many-vertices", |w| {
                    writeln!(w, "1\n1000001 0")
                }),
            ),
            refused(
                "a tree of 2·10^6 + 1 edges",
                Built("christmas-game-too-many-edges", |w| {
                    writeln!(w, "1\n2 2000001")
                }),
            ),
        ],
    ),
    (
        "crosses",
        &[answered(
            "10^6 lines of n ≤ 20000, 20000 among them",
            Gen("--cases 1000000 --max 20000"),
        )],
    ),
    (
        "staircase-nim",
        &[answered(
            "10 cases of 10^6 distinct cells of 20 digits (the cap)",
            Gen(longest!("--cases 10 --items 1000000")),
        )],
    ),
];
