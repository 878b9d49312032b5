package export

import (
	"github.com/klauspost/compress/zstd"
	"github.com/parquet-go/parquet-go/format"
)

// zstdCodec is the dataset's page compression: zstd at its fastest level
// through one encoder that lives as long as the process. parquet-go's own
// zstd.Codec keeps its encoders in a sync.Pool, which every garbage
// collection empties: each collection then cost a new encoder (and its
// history buffers, megabytes) per column flush, the largest allocation of
// a dataset run and most of its collections. The encoder's block
// encoders (one per table goroutine) are allocated once; its window
// holds a whole page (pageBuffer), so the ratio is the same.
type zstdCodec struct {
	enc *zstd.Encoder
	dec *zstd.Decoder
}

func newZstdCodec(level zstd.EncoderLevel, window, concurrency int) *zstdCodec {
	enc, err := zstd.NewWriter(nil,
		zstd.WithEncoderLevel(level),
		zstd.WithEncoderConcurrency(concurrency),
		zstd.WithWindowSize(window),
		zstd.WithZeroFrames(true),
		zstd.WithEncoderCRC(false),
	)
	if err != nil {
		panic(err) // the options are constants
	}
	dec, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1))
	if err != nil {
		panic(err)
	}
	return &zstdCodec{enc: enc, dec: dec}
}

func (c *zstdCodec) String() string                            { return "ZSTD" }
func (c *zstdCodec) CompressionCodec() format.CompressionCodec { return format.Zstd }

// Encode compresses src into dst; safe for concurrent use (EncodeAll
// waits for a free block encoder).
func (c *zstdCodec) Encode(dst, src []byte) ([]byte, error) {
	return c.enc.EncodeAll(src, dst[:0]), nil
}

// Decode decompresses src into dst (the writer does not read back; this
// completes compress.Codec).
func (c *zstdCodec) Decode(dst, src []byte) ([]byte, error) {
	return c.dec.DecodeAll(src, dst[:0])
}
