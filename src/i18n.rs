//! Text for people in the reader's language, from one message catalogue per language.
//!
//! Every catalogue is a Fluent file, `locales/<language>/gametree.ftl`, compiled into the
//! program (the build finds the folders, so a new language is a new folder and nothing
//! else). Views ask for a message by its key with `tr!`, giving numbers and
//! names as arguments; no view knows which languages exist. A message a catalogue lacks is
//! taken from English, so a half-done translation shows English, never a key.
//!
//! The language is per thread and English unless set: the command line sets it once, on the
//! thread that renders, and library code and its unit tests (which run on many threads at
//! once) read English without any of them racing to change what the others see.

use std::cell::Cell;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use unic_langid::LanguageIdentifier;

pub use fluent_bundle::FluentValue as Value;

/// Every catalogue as `(language, text)`, English first.
const CATALOGUES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

/// The command line's help in every language, in the same order: apart, so that a run that
/// prints no help in another language never parses it.
const HELP_CATALOGUES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/help_catalogues.rs"));

/// A language with a catalogue (an index into the compiled-in catalogues).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Lang(usize);

impl Lang {
    /// English, the language of every message's first writing and the fallback.
    pub const ENGLISH: Lang = Lang(0);

    /// The language with this catalogue name (`en`, `zh`), if there is one.
    pub fn named(name: &str) -> Option<Lang> {
        let name = name.to_ascii_lowercase();
        CATALOGUES.iter().position(|(l, _)| *l == name).map(Lang)
    }

    /// The catalogue's name.
    pub fn name(self) -> &'static str {
        CATALOGUES[self.0].0
    }

    /// Every language there is a catalogue for, English first.
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..CATALOGUES.len()).map(Lang)
    }

    /// The language a locale setting asks for: `zh_CN.UTF-8`, `zh_TW` and `zh` give Chinese;
    /// `C`, `POSIX`, an empty value and any language without a catalogue give English.
    pub fn of_locale(locale: &str) -> Lang {
        Lang::parse_locale(locale).unwrap_or(Lang::ENGLISH)
    }

    /// The language a locale name asks for, the one reading of `--lang` and of the
    /// environment: the language before any territory, script, encoding or modifier
    /// (`zh_CN.UTF-8`, `zh-Hans`, `zh_TW@x` are all `zh`), in any case; `C`, `POSIX` and an
    /// empty name are English. `None` for a language without a catalogue.
    pub fn parse_locale(locale: &str) -> Option<Lang> {
        let language = locale
            .trim()
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default();
        match language {
            "" | "C" | "POSIX" => Some(Lang::ENGLISH),
            l => Lang::named(l),
        }
    }

    /// The language the environment asks for: the first of `LC_ALL`, `LC_MESSAGES` and
    /// `LANG` that is set and not empty decides, as it does for every program's messages.
    /// Everything is printed in UTF-8, so a locale that names another character set
    /// (`zh_CN.GB18030`, `zh_TW.Big5`) gets English, which reads the same in every one of
    /// them, rather than Chinese its terminal would show as mojibake.
    pub fn from_env() -> Lang {
        Self::from_vars(|name| std::env::var(name).ok())
    }

    /// [`Lang::from_env`] over any source of variables (for tests that must not touch the
    /// process environment).
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| var(name))
            .find(|v| !v.is_empty())
            .filter(|v| charset_is_utf8(v))
            .map_or(Lang::ENGLISH, |v| Lang::of_locale(&v))
    }
}

/// Whether the locale `name` uses UTF-8: it names that character set (`zh_CN.UTF-8`,
/// `zh_CN.utf8`, in any case), or none at all (`zh_CN`, `zh`, taken as UTF-8, which is what
/// systems set up today).
fn charset_is_utf8(name: &str) -> bool {
    let Some((_, rest)) = name.trim().split_once('.') else {
        return true;
    };
    let charset = rest.split('@').next().unwrap_or_default();
    charset.eq_ignore_ascii_case("utf-8") || charset.eq_ignore_ascii_case("utf8")
}

impl std::str::FromStr for Lang {
    type Err = String;

    fn from_str(s: &str) -> Result<Lang, String> {
        Lang::parse_locale(s)
            .filter(|_| !s.trim().is_empty())
            .ok_or_else(|| {
                let names: Vec<&str> = CATALOGUES.iter().map(|(l, _)| *l).collect();
                let mut args = Args::new();
                args.set("name", Value::from(format!("{s:?}")));
                args.set("languages", Value::from(names.join(", ")));
                message("err-no-catalogue", Some(&args))
            })
    }
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::ENGLISH) };
}

/// The language this thread renders in.
pub fn current() -> Lang {
    CURRENT.with(Cell::get)
}

/// Makes `lang` the language this thread renders in.
pub fn set(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// Runs `f` with `lang` as this thread's language, then puts the previous one back.
pub fn with<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    struct Restore(Lang);
    impl Drop for Restore {
        fn drop(&mut self) {
            set(self.0);
        }
    }
    let _restore = Restore(current());
    set(lang);
    f()
}

/// The bundle of catalogue `i`, parsed the first time a message of it is asked for (a run
/// in one language never parses the others).
fn bundle(i: usize) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; CATALOGUES.len()] =
        [const { OnceLock::new() }; CATALOGUES.len()];
    BUNDLES[i].get_or_init(|| parse(CATALOGUES[i]))
}

/// The bundle of help catalogue `i`, parsed as [`bundle`] is.
fn help_bundle(i: usize) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; HELP_CATALOGUES.len()] =
        [const { OnceLock::new() }; HELP_CATALOGUES.len()];
    BUNDLES[i].get_or_init(|| parse(HELP_CATALOGUES[i]))
}

fn parse((name, text): (&str, &str)) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = name.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Isolation marks (U+2068, U+2069) around every argument would reach the terminal
    // as controls; the arguments are never right-to-left text here.
    bundle.set_use_isolating(false);
    // A catalogue with a mistake still gives every message it could read; the catalogue
    // tests fail on the mistake itself.
    let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
    let _ = bundle.add_resource(resource);
    bundle
}

/// Arguments of one message, built by `tr!`.
pub type Args<'a> = FluentArgs<'a>;

/// The message `key` in this thread's language with `args` filled in; from English when the
/// language's catalogue lacks it, and the key itself when no catalogue has it.
pub fn message(key: &str, args: Option<&Args<'_>>) -> String {
    message_in(current(), key, args)
}

/// [`message`] in a language given explicitly.
pub fn message_in(lang: Lang, key: &str, args: Option<&Args<'_>>) -> String {
    lookup_in(lang, key, args).unwrap_or_else(|| key.to_string())
}

/// The message `key` in this thread's language (from English when the language's catalogue
/// lacks it), or `None` when no catalogue has it: for text whose key is made at run time and
/// may be absent.
pub fn lookup(key: &str, args: Option<&Args<'_>>) -> Option<String> {
    lookup_in(current(), key, args)
}

fn lookup_in(lang: Lang, key: &str, args: Option<&Args<'_>>) -> Option<String> {
    [lang.0, Lang::ENGLISH.0]
        .into_iter()
        .find_map(|i| format(bundle(i), key, args))
}

/// The help text `key` (a text of the command line's help) in `lang`, without falling back
/// to English: the caller has the English, as clap's derive wrote it.
pub fn help_text_in(lang: Lang, key: &str) -> Option<String> {
    format(help_bundle(lang.0), key, None).map(|t| close_up(&t))
}

fn format(
    bundle: &FluentBundle<FluentResource>,
    key: &str,
    args: Option<&Args<'_>>,
) -> Option<String> {
    let pattern = bundle.get_message(key)?.value()?;
    let mut errors = Vec::new();
    Some(close_up(&bundle.format_pattern(pattern, args, &mut errors)))
}

/// Whether `c` is a Chinese character or full-width punctuation (Chinese quotation marks
/// included): text with no spaces between its words.
fn is_closed_up(c: char) -> bool {
    matches!(c,
        '\u{3400}'..='\u{4dbf}' | '\u{4e00}'..='\u{9fff}' | '\u{3000}'..='\u{303f}'
        | '\u{ff01}'..='\u{ff60}' | '\u{201c}' | '\u{201d}')
}

/// The text without a single space between two Chinese characters (or one and full-width
/// punctuation): a message puts a space around each argument, as Chinese text does around
/// Latin letters and numbers (`MIN 节点 C`), and where the argument turns out to be Chinese
/// (`看到 叶节点 4`) the space must go. Text without Chinese comes back unchanged.
pub fn close_up(text: &str) -> String {
    if text.is_ascii() {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    for (i, &c) in chars.iter().enumerate() {
        let between = c == ' '
            && i > 0
            && chars.get(i + 1).is_some_and(|&n| is_closed_up(n))
            && is_closed_up(chars[i - 1]);
        if !between {
            out.push(c);
        }
    }
    out
}

/// A message from the catalogue in the current language: `tr!("key")` or
/// `tr!("key", name = value, count = n)`. Arguments are strings or numbers; numbers select
/// plural forms (`{ $count -> [one] … *[other] … }`), so give counts as numbers and values
/// already formatted as strings.
macro_rules! tr {
    ($key:expr) => {
        $crate::i18n::message($key, None)
    };
    ($key:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::Args::new();
        $( args.set(stringify!($name), $crate::i18n::Value::from($value)); )+
        $crate::i18n::message($key, Some(&args))
    }};
}
pub(crate) use tr;

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use fluent_syntax::ast;

    use super::*;

    /// Every message of a catalogue with the names of the arguments it uses.
    fn messages(text: &str) -> BTreeMap<String, BTreeSet<String>> {
        let resource = fluent_syntax::parser::parse(text)
            .unwrap_or_else(|(_, errors)| panic!("the catalogue does not parse: {errors:?}"));
        let mut out = BTreeMap::new();
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut names = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_args(p, &mut names);
                }
                // A second message with the same key would silently replace the first.
                let id = m.id.name.to_string();
                assert!(
                    out.insert(id.clone(), names).is_none(),
                    "the catalogue has two messages called {id}"
                );
            }
        }
        out
    }

    fn pattern_args(p: &ast::Pattern<&str>, names: &mut BTreeSet<String>) {
        for element in &p.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expression_args(expression, names);
            }
        }
    }

    fn expression_args(e: &ast::Expression<&str>, names: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                inline_args(selector, names);
                for v in variants {
                    pattern_args(&v.value, names);
                }
            }
            ast::Expression::Inline(i) => inline_args(i, names),
        }
    }

    fn inline_args(i: &ast::InlineExpression<&str>, names: &mut BTreeSet<String>) {
        match i {
            ast::InlineExpression::VariableReference { id } => {
                names.insert(id.name.to_string());
            }
            ast::InlineExpression::Placeable { expression } => expression_args(expression, names),
            _ => {}
        }
    }

    #[test]
    fn every_message_is_in_every_catalogue_with_the_same_arguments() {
        for catalogues in [CATALOGUES, HELP_CATALOGUES] {
            same_messages(catalogues);
        }
    }

    #[test]
    fn no_key_is_both_a_message_and_a_help_text() {
        for (c, h) in CATALOGUES.iter().zip(HELP_CATALOGUES) {
            let help = messages(h.1);
            for key in messages(c.1).keys() {
                assert!(!help.contains_key(key), "{} has {key} twice", c.0);
            }
        }
    }

    fn same_messages(catalogues: &[(&str, &str)]) {
        let english = messages(catalogues[0].1);
        assert!(english.len() > 50, "the English catalogue is nearly empty");
        for (name, text) in &catalogues[1..] {
            let other = messages(text);
            for (key, args) in &english {
                match other.get(key) {
                    None => panic!("{name} lacks the message {key}"),
                    Some(a) => assert_eq!(a, args, "{name}'s {key} uses other arguments"),
                }
            }
            for key in other.keys() {
                assert!(
                    english.contains_key(key),
                    "{name} has {key}, which English lacks"
                );
            }
        }
    }

    /// Every string literal of the sources that looks like a message key (`eval-key-value`:
    /// lowercase words joined by `-`, the first word a section of the catalogue).
    fn keys_in_sources() -> BTreeSet<(String, String)> {
        let sections: BTreeSet<String> = messages(CATALOGUES[0].1)
            .keys()
            .filter_map(|k| k.split('-').next().map(str::to_string))
            .collect();
        let mut found = BTreeSet::new();
        let mut dirs = vec![std::path::PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src"
        ))];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).expect("src is readable") {
                let path = entry.expect("an entry").path();
                if path.is_dir() {
                    dirs.push(path);
                    continue;
                }
                if path.extension().is_none_or(|e| e != "rs") {
                    continue;
                }
                let text = std::fs::read_to_string(&path).expect("a source file");
                // Unit tests quote keys that must not exist; the code above them is what asks.
                let code = text.split("#[cfg(test)]").next().unwrap_or_default();
                for literal in code.split('"').skip(1).step_by(2) {
                    let words: Vec<&str> = literal.split('-').collect();
                    let is_key = words.len() > 1
                        && words.iter().all(|w| {
                            !w.is_empty()
                                && w.chars().all(|c| {
                                    c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'
                                })
                        })
                        && sections.contains(words[0]);
                    if is_key {
                        found.insert((literal.to_string(), path.display().to_string()));
                    }
                }
            }
        }
        found
    }

    #[test]
    fn every_key_the_code_asks_for_is_in_the_english_catalogue() {
        let english = messages(CATALOGUES[0].1);
        let found = keys_in_sources();
        assert!(
            found.len() > 100,
            "the scan found only {} keys",
            found.len()
        );
        for (key, file) in found {
            assert!(
                english.contains_key(&key),
                "{file} asks for {key}, which no catalogue has"
            );
        }
    }

    #[test]
    fn there_is_a_chinese_catalogue() {
        assert_eq!(Lang::named("zh").map(Lang::name), Some("zh"));
        assert_eq!(Lang::ENGLISH.name(), "en");
    }

    #[test]
    fn locales_choose_the_language() {
        let zh = Lang::named("zh").expect("a Chinese catalogue");
        for l in [
            "zh_CN.UTF-8",
            "zh_TW",
            "zh",
            "zh-Hans",
            "zh_CN.GB18030@stroke",
        ] {
            assert_eq!(Lang::of_locale(l), zh, "{l}");
        }
        for l in ["C", "POSIX", "", "C.UTF-8", "en_US.UTF-8", "de_DE", "fr"] {
            assert_eq!(Lang::of_locale(l), Lang::ENGLISH, "{l}");
        }
    }

    #[test]
    fn the_lang_flag_reads_locale_names_as_the_environment_does() {
        let zh = Lang::named("zh").expect("a Chinese catalogue");
        for l in [
            "zh",
            "ZH",
            "zh_CN",
            "zh-CN",
            "zh_TW",
            "zh-Hans",
            "zh_CN.UTF-8",
        ] {
            assert_eq!(l.parse::<Lang>(), Ok(zh), "{l}");
        }
        for l in ["en", "en_US.UTF-8", "C"] {
            assert_eq!(l.parse::<Lang>(), Ok(Lang::ENGLISH), "{l}");
        }
        for l in ["", "fr", "de_DE"] {
            assert!(l.parse::<Lang>().is_err(), "{l}");
        }
    }

    #[test]
    fn lc_all_then_lc_messages_then_lang_decide() {
        let zh = Lang::named("zh").expect("a Chinese catalogue");
        let env = |vars: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                vars.iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(Lang::from_vars(env(&[("LANG", "zh_CN.UTF-8")])), zh);
        assert_eq!(
            Lang::from_vars(env(&[("LC_ALL", "C"), ("LANG", "zh_CN.UTF-8")])),
            Lang::ENGLISH
        );
        assert_eq!(
            Lang::from_vars(env(&[("LC_MESSAGES", "zh_TW"), ("LANG", "en_US")])),
            zh
        );
        assert_eq!(
            Lang::from_vars(env(&[("LC_ALL", ""), ("LANG", "zh")])),
            zh,
            "an empty LC_ALL does not decide"
        );
        assert_eq!(Lang::from_vars(env(&[])), Lang::ENGLISH);
    }

    #[test]
    fn a_locale_whose_charset_is_not_utf8_falls_back_to_english() {
        let zh = Lang::named("zh").expect("a Chinese catalogue");
        let lang =
            |v: &'static str| Lang::from_vars(move |n: &str| (n == "LANG").then(|| v.into()));
        for name in [
            "zh_CN.GB18030",
            "zh_TW.Big5",
            "zh_CN.gbk",
            "zh_HK.BIG5-HKSCS@x",
        ] {
            assert_eq!(lang(name), Lang::ENGLISH, "{name}");
        }
        for name in ["zh_CN.UTF-8", "zh_CN.utf8", "zh_TW.UTF-8@x", "zh_CN", "zh"] {
            assert_eq!(lang(name), zh, "{name}");
        }
    }

    #[test]
    fn no_space_is_left_between_chinese_words() {
        assert_eq!(
            close_up("MIN 节点 C 看到 叶节点 4 = 2"),
            "MIN 节点 C 看到叶节点 4 = 2"
        );
        assert_eq!(close_up("进入 机会节点 X"), "进入机会节点 X");
        assert_eq!(close_up("班级汇总 （6 个）"), "班级汇总（6 个）");
        assert_eq!(
            close_up("“α-β 剪枝” （--strict）"),
            "“α-β 剪枝”（--strict）"
        );
        assert_eq!(close_up("a  b c"), "a  b c");
        assert_eq!(close_up("值  0"), "值  0", "two spaces are a layout");
        assert_eq!(close_up("节点  叶"), "节点  叶", "two spaces are a layout");
    }

    #[test]
    fn a_thread_reads_english_until_told_otherwise() {
        let zh = Lang::named("zh").expect("a Chinese catalogue");
        assert_eq!(current(), Lang::ENGLISH);
        with(zh, || assert_eq!(current(), zh));
        assert_eq!(current(), Lang::ENGLISH);
    }

    #[test]
    fn arguments_are_filled_in_without_isolation_marks() {
        let text = tr!("value-leaf", leaf = 5);
        assert!(text.contains('5'), "{text}");
        assert!(!text.contains(['\u{2068}', '\u{2069}']), "{text:?}");
    }

    #[test]
    fn a_missing_message_shows_its_key() {
        assert_eq!(message("no-such-message", None), "no-such-message");
    }
}
