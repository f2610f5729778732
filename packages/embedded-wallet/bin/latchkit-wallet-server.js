#!/usr/bin/env node
import { runWalletServerCli } from '../dist/server.js'

await runWalletServerCli(process.argv.slice(2), process.env)
