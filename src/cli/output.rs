//! Writing `-o FILE`: never onto the file being read, and never half a file. The text goes
//! to a temporary file beside the target, which is renamed over it only once it is complete,
//! so a failure (a full disk, a Graphviz error, an interrupted run) leaves the old file as it
//! was.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::error::{ErrorKind, InputError};

/// Refuses an output path that is the input file itself, also through a symbolic or hard
/// link: writing there would replace the tree with what was made from it.
pub fn refuse_input(output: &str, input: Option<&str>) -> Result<(), InputError> {
    let Some(input) = input.filter(|i| *i != "-") else {
        return Ok(());
    };
    if same_file(Path::new(output), Path::new(input)) {
        return Err(InputError::new(
            ErrorKind::Io,
            crate::i18n::tr!("err-output-is-input", output = output, input = input),
        )
        .in_file(output)
        .help(crate::i18n::tr!("help-output-is-input")));
    }
    Ok(())
}

/// Whether two paths name one file (after following links). A path that does not exist yet
/// is no file at all, so it is never the input.
fn same_file(a: &Path, b: &Path) -> bool {
    let (Ok(ma), Ok(mb)) = (std::fs::metadata(a), std::fs::metadata(b)) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if ma.dev() == mb.dev() && ma.ino() == mb.ino() {
            return true;
        }
    }
    let _ = (ma, mb);
    matches!(
        (std::fs::canonicalize(a), std::fs::canonicalize(b)),
        (Ok(x), Ok(y)) if x == y
    )
}

/// Writes `bytes` to `path` atomically: a temporary file in the same folder, then a rename.
/// A symbolic link at `path` is followed, so the file it points to is replaced (not the link).
pub fn write_atomic(path: &str, bytes: &[u8]) -> Result<(), InputError> {
    write_atomic_with(path, |w| w.write_all(bytes))
}

/// [`write_atomic`] for text made as it is written: `write` fills the temporary file through
/// a buffer, so a big output is never held whole.
pub fn write_atomic_with(
    path: &str,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), InputError> {
    write_atomic_to(path, true, write)
}

/// [`write_atomic`] for a file of a folder the program fills (`exam -o DIR`): a symbolic link
/// already at `path` is replaced by the file, never followed, so that a link left in the
/// folder cannot turn the write onto a file elsewhere.
pub fn write_entry(path: &str, bytes: &[u8]) -> Result<(), InputError> {
    write_atomic_to(path, false, |w| w.write_all(bytes))
}

/// Writes through a temporary file renamed onto `path`, or onto the file a link at `path`
/// points to when `follow` is set.
fn write_atomic_to(
    path: &str,
    follow: bool,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), InputError> {
    let fail = |what: &str, e: &std::io::Error| {
        let message = crate::i18n::tr!(
            "out-cannot-write",
            path = path,
            what = what,
            cause = crate::render::errors::io_reason(e)
        );
        InputError::new(ErrorKind::Io, message).in_file(path)
    };
    let target: PathBuf = match follow {
        true => std::fs::canonicalize(path).unwrap_or_else(|_| PathBuf::from(path)),
        false => PathBuf::from(path),
    };
    // A device or a pipe (`-o /dev/null`, `-o /dev/stdout`, a named pipe) is written into,
    // as a shell's `>` writes: a file renamed onto it would replace the device itself.
    let existing = match follow {
        true => std::fs::metadata(&target),
        false => std::fs::symlink_metadata(&target),
    };
    if existing.is_ok_and(|m| !m.is_file() && !m.is_dir() && !m.file_type().is_symlink()) {
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .open(&target)
            .map_err(|e| fail("", &e))?;
        let mut out = std::io::BufWriter::with_capacity(1 << 16, &mut file);
        return write(&mut out)
            .and_then(|()| out.flush())
            .map_err(|e| fail("", &e));
    }
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".gametree-").suffix(".tmp");
    // A new file gets the usual permissions (0666 less the umask), an existing one keeps its
    // own, rather than the temporary file's private 0600.
    let permissions = std::fs::symlink_metadata(&target)
        .ok()
        .filter(|m| m.is_file())
        .map(|m| m.permissions());
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut tmp = builder.tempfile_in(&dir).map_err(|e| {
        // tempfile's error names the temporary file, which the user never asked for.
        let cause = match e.kind() {
            std::io::ErrorKind::NotFound => crate::i18n::tr!("io-no-folder"),
            _ => crate::render::errors::io_reason(&std::io::Error::from(e.kind())),
        };
        let message = crate::i18n::tr!(
            "out-cannot-write",
            path = path,
            what = crate::i18n::tr!("out-cannot-create-in", folder = dir.display().to_string()),
            cause = cause
        );
        InputError::new(ErrorKind::Io, message).in_file(path)
    })?;
    {
        let mut out = std::io::BufWriter::with_capacity(1 << 16, tmp.as_file_mut());
        write(&mut out)
            .and_then(|()| out.flush())
            .map_err(|e| fail("", &e))?;
    }
    if let Some(p) = permissions {
        let _ = tmp.as_file().set_permissions(p);
    }
    tmp.persist(&target).map_err(|e| fail("", &e.error))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_that_does_not_exist_is_not_the_input() {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("t.yaml");
        std::fs::write(&input, "3").unwrap();
        let out = dir.path().join("new.html");
        assert!(refuse_input(out.to_str().unwrap(), input.to_str()).is_ok());
        assert!(refuse_input(input.to_str().unwrap(), input.to_str()).is_err());
        assert!(refuse_input(input.to_str().unwrap(), Some("-")).is_ok());
    }

    #[test]
    fn atomic_write_replaces_the_whole_file_and_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("o.txt");
        std::fs::write(&out, "old old old old").unwrap();
        write_atomic(out.to_str().unwrap(), b"new").unwrap();
        assert_eq!(std::fs::read_to_string(&out).unwrap(), "new");
        let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(names.len(), 1, "only the output is left in the folder");
    }

    #[test]
    fn atomic_write_into_a_missing_folder_fails_cleanly() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("no/such/o.txt");
        assert!(write_atomic(out.to_str().unwrap(), b"x").is_err());
    }
}
