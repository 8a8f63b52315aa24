"""California Tax Office (24134, Weird West Edition) — deed, Private • Government.
This deed enters play booted.
Controller Noon, Boot: Target another player's dude. That dude's owner either pays their
upkeep or discards them. Reduce their upkeep to 0 until after the next Upkeep.

The Faith and Fear printing (05021) is worded differently and not scripted, so this
printing has its own script. The owner chooses; one who cannot pay the upkeep must
discard the dude. A dude whose upkeep was paid has upkeep 0 until the end of the next
Upkeep phase (tomorrow's, when used at Noon: `until_after_next_production`), so the
owner does not pay for him twice.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow

PAY = "pay their upkeep"
DISCARD = "discard them"


class CaliforniaTaxOffice(CardScript):
    code = "24134"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.enters_play_booted()
        self.action(
            play_type="noon",
            controller=True,
            cost=ability.costs.boot_self(),
            target=Target(prompt="Select a dude", controller="opponent"),
            message="{player} uses {source} to collect taxes on {target}",
            handler=self.collect_taxes,
        )

    def collect_taxes(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        owner, upkeep = dude.owner, dude.upkeep
        options = [PAY, DISCARD] if owner.ghost_rock >= upkeep else [DISCARD]
        if (yield from self.choose_option(context, options, player=owner)) == DISCARD:
            self.game.actions.discard(dude, by=context.player)
            self.game.log.add("{0} discards {1}", owner, dude)
            return
        self.game.actions.pay(owner, upkeep)
        self.game.log.add("{0} pays {1} ghost rock upkeep for {2}", owner, upkeep, dude)
        self.until_after_next_production(context, match=dude, effect=AbilityKit.effects.fix_upkeep(0))
