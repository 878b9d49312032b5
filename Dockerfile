# hhcheck as a container: a static binary on a distroless base, run as a
# non-root user. Build: docker build -t hhcheck . ; run:
#   docker run --rm -v /var/log/poker:/in:ro hhcheck verify /in
# The VCS revision is stamped into the binary (hhcheck --version) when the
# build context holds .git.
FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/hhcheck ./cmd/hhcheck

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/hhcheck /usr/local/bin/hhcheck
USER nonroot:nonroot
ENTRYPOINT ["/usr/local/bin/hhcheck"]
CMD ["--help"]
