// The local rig lands with its own issue; see the README's package table.
export {}
