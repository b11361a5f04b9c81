//! `Facts`: a problem described field by field, the form most problem files take. Each
//! field is a value or a function of the case alone; what a problem leaves out takes the
//! default of `Facts::of`.

use super::draw::{Case, Size, Value};
use super::layouts::{Layout, Lines};
use super::{Problem, Scale, Sizes};
use grundy::io::Spec;
use grundy::oracles::rng::Rng;

pub struct Facts {
    pub spec: &'static Spec,
    pub layout: &'static dyn Layout,
    /// A case: small (`Size::Small`, for stress: the reference must answer it) or
    /// judge-sized (`Size::Large`, for `gen` and `bench`).
    pub draw: fn(&mut Rng, &Size) -> Case,
    /// Whether a small case is valid input (shrinking must not leave the format).
    pub valid: fn(&[Value]) -> bool,
    /// Whether a valid case is within `Sizes::limits_text` (`brute` refuses the others).
    pub answerable: fn(&[Value]) -> bool,
    /// The answers to small cases, computed from the rules alone.
    pub reference: fn(&[Case]) -> String,
    /// A case for the judge-size stress, if not the problem's own draw at that size.
    pub judge_draw: Option<fn(&mut Rng, &Size) -> Case>,
    /// What both the binary and the judge-size reference take, if not `valid`.
    pub judge_valid: Option<fn(&[Value]) -> bool>,
    /// The answers at judge size, if not `reference`.
    pub judge_reference: Option<fn(&[Case]) -> String>,
    pub sizes: Sizes,
}

fn any(_: &[Value]) -> bool {
    true
}

fn no_draw(_: &mut Rng, _: &Size) -> Case {
    panic!("a problem's facts state its draw")
}

fn no_reference(_: &[Case]) -> String {
    panic!("a problem's facts state its reference")
}

impl Facts {
    /// What a problem's facts start from: one number a line, any case valid and
    /// answerable, and `Sizes::DEFAULT`; the draw and the reference are each problem's own
    /// (a problem without them panics).
    pub const fn of(spec: &'static Spec) -> Facts {
        Facts {
            spec,
            layout: &Lines {
                arity: 1,
                end: None,
            },
            draw: no_draw,
            valid: any,
            answerable: any,
            reference: no_reference,
            judge_draw: None,
            judge_valid: None,
            judge_reference: None,
            sizes: Sizes::DEFAULT,
        }
    }
}

impl Problem for Facts {
    fn spec(&self) -> &'static Spec {
        self.spec
    }

    fn layout(&self) -> &dyn Layout {
        self.layout
    }

    fn sizes(&self) -> Sizes {
        self.sizes.clone()
    }

    fn draw(&self, rng: &mut Rng, size: &Size, scale: Scale) -> Case {
        match (scale, self.judge_draw) {
            (Scale::Judge, Some(draw)) => draw(rng, size),
            _ => (self.draw)(rng, size),
        }
    }

    fn valid(&self, case: &[Value], scale: Scale) -> bool {
        match scale {
            Scale::Small => (self.valid)(case) && (self.answerable)(case),
            Scale::Judge => self.judge_valid.unwrap_or(self.valid)(case),
        }
    }

    fn reference(&self, cases: &[Case], scale: Scale) -> String {
        match (scale, self.judge_reference) {
            (Scale::Judge, Some(reference)) => reference(cases),
            _ => (self.reference)(cases),
        }
    }
}
