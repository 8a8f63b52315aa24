"""Magnum Opus Tenebri (21044) — goods, Mystical • Weapon • Gadget 8 • Unique.
A Huckster can invent this Gadget using their Huckster skill.  Shootout, Boot: Boot this
dude to send an opposing dude with value less than your posse's total bullets home booted.
If that dude’s value is less than your posse’s total bullets by 4 or more, you may ace your
Abomination dude to ace that dude.

"Boot this dude to ..." is part of the cost: the Gadget's dude boots with it, so a booted
dude cannot use it. Your posse's total bullets is the sum of its dudes' bullets, read as
the target is chosen and again as the second sentence resolves (the dude sent home has
left the other posse, not yours). "Your Abomination dude" is any Abomination dude you
control in play, in the posse or not; acing him is the player's choice. That dude's ace is
logged once it has happened: prevented, or a Harrowed dude discarded instead (`ace_now`),
only the Abomination's is.
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context, Target
from engine.flow import Flow
from engine.model import Card

#: "less than your posse's total bullets by 4 or more"
MARGIN = 4


class MagnumOpusTenebri(CardScript):
    code = "21044"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.can_be_invented_with("Huckster")
        self.action(
            play_type="shootout",
            cost=[ability.costs.boot_self(), ability.costs.boot_parent()],
            target=Target(prompt="Select a dude", condition=self.outgunned_opposing_dude),
            message="{player} uses {source} on {target}",
            handler=self.banish,
        )

    def your_posse_bullets(self) -> int:
        return sum(dude.bullets for dude in self.your_posse)

    def outgunned_opposing_dude(self, card: Card, context: Context) -> bool:
        return card in self.opposing_posse and self.value_of(card) < self.your_posse_bullets()

    def your_abominations(self, context: Context) -> list[Card]:
        return [dude for dude in context.player.dudes() if dude.has_keyword("Abomination")]

    def banish(self, context: Context) -> Flow:
        dude = context.target
        assert dude is not None
        if self.game.actions.send_home(dude, booted=True):
            self.game.log.add("{0} sends {1} home booted", context.player, dude)
        if self.your_posse_bullets() - self.value_of(dude) < MARGIN:
            return
        abomination = yield from self.may_select_card(context, self.your_abominations(context))
        if abomination is None:
            return
        self.game.actions.ace(abomination)
        if (yield from self.ace_now(dude, by=context.player)):
            self.game.log.add("{0} aces {1} to ace {2}", context.player, abomination, dude)
        else:
            self.game.log.add("{0} aces {1}", context.player, abomination)
