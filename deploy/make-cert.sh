#!/bin/sh
# The proxy's TLS certificate, made once: at the first start, if the
# certificate directory holds no tls.crt and tls.key, a self-signed pair for
# $TLS_HOSTNAME (and localhost, 127.0.0.1) is written there; afterwards, and
# whenever a real certificate has been put in its place, nothing is changed.
# docker-compose.yml runs it as the one-shot `certs` service before nginx
# starts; README.md ("TLS") says how to put a real certificate in.
set -eu
dir=${CERT_DIR:-/certs}
host=${TLS_HOSTNAME:-localhost}
if [ -s "$dir/tls.crt" ] && [ -s "$dir/tls.key" ]; then
    echo "certs: $dir/tls.crt is there; left as it is"
    exit 0
fi
command -v openssl >/dev/null || { echo "certs: openssl is not installed" >&2; exit 1; }
mkdir -p "$dir"
umask 077
openssl req -x509 -newkey rsa:2048 -nodes -days 825 -sha256 \
    -subj "/CN=$host" \
    -addext "subjectAltName=DNS:$host,DNS:localhost,IP:127.0.0.1" \
    -keyout "$dir/tls.key.new" -out "$dir/tls.crt.new" 2>/dev/null
chmod 644 "$dir/tls.crt.new"
# The key last, each by rename: nginx never sees a certificate without its key.
mv "$dir/tls.crt.new" "$dir/tls.crt"
mv "$dir/tls.key.new" "$dir/tls.key"
echo "certs: made a self-signed certificate for $host in $dir (replace it with a real one: README.md, TLS)"
