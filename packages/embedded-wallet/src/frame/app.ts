// The wallet frame's page script (served as /frame/app.js by the wallet service).
import { startFrame } from './startFrame.js'

void startFrame()
