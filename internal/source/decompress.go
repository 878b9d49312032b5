package source

import (
	"bufio"
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"errors"
	"fmt"
	"io"

	"github.com/klauspost/compress/zstd"
)

// errNotRead marks an input that is deliberately not read (an archive in
// an archive, a compression or archive format not supported): the run
// says so and cannot be clean.
type errNotRead struct{ what string }

func (e errNotRead) Error() string { return e.what }

// maxLayers bounds compression inside compression (a .gz of a .gz).
const maxLayers = 3

// Decompress returns the text of r: gzip, bzip2 and zstd are found by
// their first bytes (whatever the name) and undone, also when nested; a
// zip, tar, xz, 7z or rar inside is not read (IsNotRead).
func Decompress(r io.Reader) (io.Reader, error) {
	for layer := 0; ; layer++ {
		// a small buffer: enough to look at the first bytes; the stream's
		// large reads go past it to the file
		br := bufio.NewReaderSize(r, 512)
		head, _ := br.Peek(262)
		kind := magic(head)
		if kind == "" {
			if layer == 0 {
				return plainReader{br}, nil
			}
			return br, nil
		}
		if layer == maxLayers {
			return nil, errNotRead{fmt.Sprintf("more than %d layers of compression", maxLayers)}
		}
		switch kind {
		case "gzip":
			gz, err := gzip.NewReader(br)
			if err != nil {
				return nil, fmt.Errorf("gzip: %w", err)
			}
			r = gz
		case "bzip2":
			r = bzip2.NewReader(br)
		case "zstd":
			zr, err := zstd.NewReader(br, zstd.WithDecoderConcurrency(1), zstd.WithDecoderLowmem(true))
			if err != nil {
				return nil, fmt.Errorf("zstd: %w", err)
			}
			r = zr.IOReadCloser()
		case "zip":
			return nil, errNotRead{"a zip archive inside an archive or a compressed file (or on standard input) is not read: unpack it"}
		default:
			return nil, errNotRead{"a " + kind + " file is not read (plain text, gzip, bzip2, zstd and zip are)"}
		}
	}
}

// plainReader is the text of an input that was not compressed.
type plainReader struct{ *bufio.Reader }

// Compressed reports whether r, a Decompress result, is the output of a
// decompressor (false for plain text).
func Compressed(r io.Reader) bool {
	_, plain := r.(plainReader)
	return !plain
}

// magic names the compression or archive format data starts with, or "".
func magic(b []byte) string {
	switch {
	case bytes.HasPrefix(b, []byte{0x1f, 0x8b}):
		return "gzip"
	case len(b) >= 4 && bytes.HasPrefix(b, []byte("BZh")) && b[3] >= '1' && b[3] <= '9':
		return "bzip2"
	case bytes.HasPrefix(b, []byte{0x28, 0xb5, 0x2f, 0xfd}):
		return "zstd"
	case bytes.HasPrefix(b, []byte("PK\x03\x04")), bytes.HasPrefix(b, []byte("PK\x05\x06")):
		return "zip"
	case bytes.HasPrefix(b, []byte{0xfd, '7', 'z', 'X', 'Z', 0}):
		return "xz"
	case bytes.HasPrefix(b, []byte{'7', 'z', 0xbc, 0xaf, 0x27, 0x1c}):
		return "7z"
	case bytes.HasPrefix(b, []byte("Rar!\x1a\x07")):
		return "rar"
	case bytes.HasPrefix(b, []byte("PAR1")):
		return "Parquet"
	case len(b) >= 262 && string(b[257:262]) == "ustar":
		return "tar"
	}
	return ""
}

// IsNotRead reports an input deliberately not read (an archive inside an
// archive, a format not read): the run says so and cannot be clean.
func IsNotRead(err error) bool {
	var e errNotRead
	return errors.As(err, &e)
}
