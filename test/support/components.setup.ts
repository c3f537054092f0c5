import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'

// findBy / waitFor wait 1 s by default: too short for a screen's first render while the machine runs other suites.
configure({ asyncUtilTimeout: 5000 })
