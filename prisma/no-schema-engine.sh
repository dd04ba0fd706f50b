#!/bin/sh
echo "Kanal: the native Prisma schema engine is not installed; use npm run db:migrate / db:migration." >&2
exit 1
